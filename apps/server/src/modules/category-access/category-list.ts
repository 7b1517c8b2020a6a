import { stringify } from 'csv-stringify/sync';

/**
 * Category names as an audit event lists them (spec 002 §2: comma-separated badges), a name that
 * holds a comma or a quote quoted as in CSV, so that the audit log shows one badge per category.
 */
export const categoryList = (names: readonly string[]): string => stringify([names], { delimiter: ', ', eof: false });
