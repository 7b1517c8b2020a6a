import type { TProfile } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { formOf, profileChanged, updateOf } from './profile-form.ts';

const stored: TProfile = {
  name: 'Rita Reviewer',
  email: 'rita@example.test',
  title: null,
  department: 'Legal',
  preferredLanguage: 'en',
  primaryPhone: null,
  secondaryPhone: null,
  dashboardEnabled: true,
  landingPage: 'OVERVIEW',
};

describe('profile form', () => {
  it('is unchanged until a field differs from the stored value', () => {
    const form = formOf(stored);
    expect(profileChanged(form, formOf(stored))).toBe(false);
    expect(profileChanged({ ...form, department: 'Legal ' }, formOf(stored))).toBe(false);
    expect(profileChanged({ ...form, title: 'Head' }, formOf(stored))).toBe(true);
    expect(profileChanged({ ...form, preferredLanguage: 'fr' }, formOf(stored))).toBe(true);
  });

  it('sends phones as primaryPhoneNumber and secondaryPhoneNumber, blanks as null', () => {
    expect(updateOf({ ...formOf(stored), primaryPhone: ' +33 1 ' })).toMatchObject({
      title: null,
      primaryPhoneNumber: '+33 1',
      secondaryPhoneNumber: null,
    });
  });
});
