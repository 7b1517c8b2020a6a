/** A whole number from `min` to `max`, both included: a count of days typed into a form, say. */
export const isWholeNumberBetween = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
