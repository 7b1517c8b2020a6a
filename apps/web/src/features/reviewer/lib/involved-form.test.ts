import { describe, expect, it } from 'vitest';
import {
  alreadyAssigned,
  canSaveInvolved,
  emptyInvolved,
  fromEmployee,
  involvedFields,
  involvedRoles,
} from './involved-form.ts';

const filled = { ...emptyInvolved(), employeeId: 'E1', firstName: 'Ann', lastName: 'Lee' };

describe('involved individual form', () => {
  it('starts with the investigator role', () => {
    expect(emptyInvolved().role).toBe('investigator');
  });

  it('needs first name, last name and employee id', () => {
    expect(canSaveInvolved(filled, [], false)).toBe(true);
    for (const field of ['employeeId', 'firstName', 'lastName'] as const) {
      expect(canSaveInvolved({ ...filled, [field]: '  ' }, [], false)).toBe(false);
      // Invisible characters alone are no name, as the server says.
      expect(canSaveInvolved({ ...filled, [field]: '\u200b\u2060' }, [], false)).toBe(false);
    }
  });

  it('needs the location only with extended fields', () => {
    expect(canSaveInvolved(filled, [], true)).toBe(false);
    expect(canSaveInvolved({ ...filled, location: 'Lyon' }, [], true)).toBe(true);
  });

  it('refuses an employee already assigned to the report', () => {
    expect(alreadyAssigned(' e1 ', [{ employeeId: 'E1' }])).toBe(true);
    expect(alreadyAssigned('E2', [{ employeeId: 'E1' }])).toBe(false);
    expect(alreadyAssigned('', [{ employeeId: '' }])).toBe(false);
    expect(canSaveInvolved(filled, [{ employeeId: 'E1' }], false)).toBe(false);
  });

  it('omits the subject role and adds the extended fields when extended fields are on', () => {
    expect(involvedRoles(false)).toContain('subject');
    expect(involvedRoles(true)).not.toContain('subject');
    expect(canSaveInvolved({ ...filled, location: 'Lyon', role: 'subject' }, [], true)).toBe(false);
    expect(involvedFields(false)).not.toContain('hireDate');
    expect(involvedFields(true)).toEqual(expect.arrayContaining(['hireDate', 'grade', 'location']));
  });

  it('fills the form from a looked-up employee and keeps the chosen role', () => {
    const { role: _, ...employee } = { ...emptyInvolved(), employeeId: 'E9', firstName: 'Bo', lastName: 'Ng' };
    const form = fromEmployee({ ...filled, role: 'witness', position: 'old' }, employee);
    expect(form).toMatchObject({ employeeId: 'E9', firstName: 'Bo', lastName: 'Ng', role: 'witness', position: '' });
  });
});
