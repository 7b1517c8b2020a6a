import type { LangKey, TProfile, TProfileUpdate } from '@candor/shared';

/** The profile fields the user edits, as the form holds them (empty text for none). */
export interface ProfileForm {
  title: string;
  department: string;
  preferredLanguage: LangKey;
  primaryPhone: string;
  secondaryPhone: string;
  landingPage: 'OVERVIEW' | 'DASHBOARD';
}

export const formOf = (p: TProfile): ProfileForm => ({
  title: p.title ?? '',
  department: p.department ?? '',
  preferredLanguage: p.preferredLanguage,
  primaryPhone: p.primaryPhone ?? '',
  secondaryPhone: p.secondaryPhone ?? '',
  landingPage: p.landingPage,
});

/** Save and Cancel are enabled only when a field differs from the stored value (spec 001 §5). */
export const profileChanged = (form: ProfileForm, stored: ProfileForm) =>
  (Object.keys(stored) as (keyof ProfileForm)[]).some((k) => form[k].trim() !== stored[k]);

/** The body of `PUT api/users/profile`: phones under the names the call uses. */
export const updateOf = (f: ProfileForm): TProfileUpdate => ({
  title: f.title.trim() || null,
  department: f.department.trim() || null,
  preferredLanguage: f.preferredLanguage,
  primaryPhoneNumber: f.primaryPhone.trim() || null,
  secondaryPhoneNumber: f.secondaryPhone.trim() || null,
  landingPage: f.landingPage,
});
