import { AUTHORITIES } from '@candor/shared';

/** Every reviewer call: a staff user holding ROLE_USER; the service checks the report itself. */
export const REVIEWER = { access: { authorities: [AUTHORITIES.USER] } } as const;
/** Success alerts travel in this header (DESIGN.md §5). */
export { ALERT } from '../../lib/alert.ts';
