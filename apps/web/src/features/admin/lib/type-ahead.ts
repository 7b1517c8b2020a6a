import { LIMITS } from '@candor/shared';

/** The text a type-ahead searches (spec 002 §5): from its minimum of characters on, nothing below it. */
export const typeAheadText = (text: string): string | undefined =>
  text.trim().length >= LIMITS.orgSearchMin ? text.trim() : undefined;
