import { availableLanguages } from '@candor/shared';
import { badRequest } from './http-error.ts';

/** A language the user's role may not use (spec 002 §6: a hotline agent's three, English for the platform's roles) is a fault of `field`. */
export function refuseLanguageOutsideRole(authorities: readonly string[] | null, langKey: string, field: string) {
  if (!availableLanguages(authorities).some((l) => l === langKey)) {
    throw badRequest('error.validation', { fieldErrors: [{ field, message: 'invalid' }] });
  }
}
