import { describe, expect, it } from 'vitest';
import { ZReportSubmission } from './reporting.ts';

describe('ZReportSubmission', () => {
  const submission = (inputStatement: string) => ({
    orgId: 1,
    categoryId: 13,
    inputStatement,
    password: 'Secret-Password-1',
    securityAnswer: '123456',
  });
  const refusal = (inputStatement: string) =>
    ZReportSubmission.safeParse(submission(inputStatement)).error?.issues.find((i) => i.path[0] === 'inputStatement')
      ?.message;

  it('refuses a report text of white space or invisible characters alone as NotBlank', () => {
    expect(refusal(' \n\t')).toBe('NotBlank');
    expect(refusal('\u200b\u200d\ufe0f\u2800')).toBe('NotBlank');
    expect(refusal('\u200bx')).toBeUndefined();
  });
});
