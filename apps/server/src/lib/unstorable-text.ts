import { hasLoneSurrogate } from '@candor/shared';

/** A NUL character or a lone surrogate: text PostgreSQL cannot store and no person typed. */
export const unstorable = (s: string) => s.includes('\u0000') || hasLoneSurrogate(s);
