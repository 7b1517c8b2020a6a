import { REPORT_STATUS } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../../test/build-test-app.ts';
import { cutLogText } from './report-detail.service.ts';
import { fileReport } from './reviewer.test-support.ts';

const { app, database } = await buildTestApp();
const db = database.db;

describe('GET api/reviewer/report/{id}', () => {
  it('opens a new report: status 1 → 4, the text and answers as filed', async () => {
    const { referenceId } = await fileReport(app, db, { inputStatement: 'Cash is <b>missing</b> from the till.' });
    const reviewer = await signIn(app, 'reviewer');
    const res = await reviewer.get(`/api/reviewer/report/${referenceId}?langKey=en`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.statusId).toBe(REPORT_STATUS.REVIEW);
    expect(d.reportInput).toBe('Cash is <b>missing</b> from the till.');
    expect(d.userPermissions).toContain('ASSIGN_DELEGATE_REPORT');
  });
});

describe('log text', () => {
  it('is cut at 500 characters with an ellipsis (spec 001 §5)', () => {
    expect(cutLogText('x'.repeat(500))).toBe('x'.repeat(500));
    expect(cutLogText('x'.repeat(501))).toBe(`${'x'.repeat(500)}…`);
    expect(cutLogText(null)).toBeNull();
  });
});
