import { LIMITS } from '@candor/shared';

/**
 * The text a type-ahead searches (spec 002 §5): from its minimum of characters on, counted as
 * people count them (an emoji is one, as on the reporter's organization search), nothing below it.
 */
export function typeAheadText(text: string): string | undefined {
  const trimmed = text.trim();
  return [...trimmed].length >= LIMITS.orgSearchMin ? trimmed : undefined;
}
