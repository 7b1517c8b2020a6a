import { INVOLVED_ROLES, isBlank, type TInvolvedIndividual, type TInvolvedIndividualInput } from '@candor/shared';

export type InvolvedForm = Required<TInvolvedIndividualInput>;
export type InvolvedField = Exclude<keyof InvolvedForm, 'role'>;

/** Fields every organization records (decision 033). */
const BASIC_FIELDS: InvolvedField[] = [
  'employeeId',
  'firstName',
  'lastName',
  'position',
  'jobTitle',
  'department',
  'location',
];
/** Fields shown only with the organization's extended fields (snc). */
const EXTENDED_FIELDS: InvolvedField[] = [
  'grade',
  'organization',
  'employeeStatus',
  'country',
  'hireDate',
  'terminationDate',
  'internalEmployeeId',
];

export const emptyInvolved = (): InvolvedForm => ({
  employeeId: '',
  firstName: '',
  lastName: '',
  position: '',
  grade: '',
  location: '',
  jobTitle: '',
  department: '',
  organization: '',
  employeeStatus: '',
  country: '',
  hireDate: '',
  terminationDate: '',
  internalEmployeeId: '',
  role: 'investigator',
});

export const involvedFields = (extended: boolean): InvolvedField[] =>
  extended ? [...BASIC_FIELDS, ...EXTENDED_FIELDS] : BASIC_FIELDS;

/** Role options; 'subject' is omitted when extended fields are on (spec 001 §3). */
export const involvedRoles = (extended: boolean) => INVOLVED_ROLES.filter((r) => !(extended && r === 'subject'));

/** Fields that must not be empty: names, employee id, and location with extended fields (spec 001 §5). */
export const requiredInvolvedFields = (extended: boolean): InvolvedField[] =>
  extended ? ['employeeId', 'firstName', 'lastName', 'location'] : ['employeeId', 'firstName', 'lastName'];

/** Whether the employee id is already one of the report's involved individuals (compared trimmed, ignoring case). */
export function alreadyAssigned(employeeId: string, existing: readonly Pick<TInvolvedIndividual, 'employeeId'>[]) {
  const id = employeeId.trim().toLowerCase();
  return id !== '' && existing.some((p) => p.employeeId.trim().toLowerCase() === id);
}

/** Save is enabled only with every required field and a role filled and an employee not yet assigned. */
export function canSaveInvolved(
  form: InvolvedForm,
  existing: readonly Pick<TInvolvedIndividual, 'employeeId'>[],
  extended: boolean,
): boolean {
  if (!involvedRoles(extended).includes(form.role)) return false;
  if (requiredInvolvedFields(extended).some((f) => isBlank(form[f]))) return false;
  return !alreadyAssigned(form.employeeId, existing);
}

/** The form filled from an employee found by the lookup; the chosen role stays. */
export const fromEmployee = (form: InvolvedForm, employee: Omit<InvolvedForm, 'role'>): InvolvedForm => ({
  ...emptyInvolved(),
  ...employee,
  role: form.role,
});
