import { availableLanguages } from '@candor/shared';
import { badRequest } from './http-error.ts';

/**
 * A language the user's role may not use (spec 002 §6, §9: a hotline agent's three, English for
 * the platform's roles) is refused as a fault of `field`.
 */
export function refuseLanguageOutsideRole(
  authorities: readonly string[] | null,
  langKey: string,
  field: string,
  message = 'invalid',
) {
  if (!availableLanguages(authorities).some((l) => l === langKey)) {
    throw badRequest('error.validation', { fieldErrors: [{ field, message }] });
  }
}
