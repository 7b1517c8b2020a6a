import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client.ts';
import { saveErrorKey } from './save-error.ts';

const K = 'connectsAdmin.categoryAccess';
const refused = (status: number, message: string) => new ApiError(status, { message, status }, null);

describe('saveErrorKey', () => {
  it('words a 409 as the deactivated user of spec 002 §4', () => {
    expect(saveErrorKey(refused(409, 'error.http.409'))).toBe(`${K}.errorDeactivatedUser`);
  });

  it.each([
    [400, 'defaultCategoryWarning'],
    [403, 'errorOwnCategories'],
    [400, 'errorPrimaryOrganization'],
    [400, 'errorCategoryNotOffered'],
  ])('shows the server’s own reason (%i %s)', (status, reason) => {
    expect(saveErrorKey(refused(status, `${K}.${reason}`))).toBe(`${K}.${reason}`);
  });

  it('falls back to the spec’s saving error for anything else', () => {
    expect(saveErrorKey(refused(400, 'error.validation'))).toBe(`${K}.errorSaving`);
    expect(saveErrorKey(refused(500, 'error.http.500'))).toBe(`${K}.errorSaving`);
    expect(saveErrorKey(new TypeError('Failed to fetch'))).toBe(`${K}.errorSaving`);
  });
});
