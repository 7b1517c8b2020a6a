/** Requests of one method, route pattern and status: how many, their total and longest time in seconds. */
export interface RequestTimer {
  method: string;
  route: string;
  status: string;
  count: number;
  sum: number;
  max: number;
}
