/**
 * A hotline report's security answer (spec 000 §5, DESIGN.md §10): a year and a month, YYYYMM,
 * the month 01 to 12. Stored only as an argon2id hash.
 */
const SECURITY_ANSWER = /^\d{4}(0[1-9]|1[0-2])$/;

export const isSecurityAnswerValid = (answer: string): boolean => SECURITY_ANSWER.test(answer);
