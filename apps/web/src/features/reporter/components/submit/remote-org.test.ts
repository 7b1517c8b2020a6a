import type { TErrorBody, TOrgSearchResult } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client.ts';
import { remoteSubmitUrl, searchRefusal, templateRefusal } from './remote-org.ts';

const asia = {
  orgId: 7,
  name: 'Northwind Asia Pacific',
  phantom: false,
  remoteOrg: true,
  remoteDomain: 'asia.northwind.example',
} as TOrgSearchResult;

const refused = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, { status, ...body } as TErrorBody, null);

describe('remoteSubmitUrl (spec 000 §2: org, lang, vanity and ishotline)', () => {
  it("sends a reporter to the organization's own domain by name", () => {
    expect(remoteSubmitUrl(asia, 'de')).toBe(
      'https://asia.northwind.example/reporter/submit-report?org=Northwind+Asia+Pacific&lang=de&vanity=false&ishotline=false',
    );
  });

  it('says when a hotline agent is the one sent there', () => {
    expect(new URL(remoteSubmitUrl(asia, 'en', true)).searchParams.get('ishotline')).toBe('true');
  });

  it("keeps the link's vanity flag", () => {
    expect(new URL(remoteSubmitUrl(asia, 'en', false, true)).searchParams.get('vanity')).toBe('true');
  });

  it('leaves the organization out when only its domain is known: ids are per deployment', () => {
    expect(remoteSubmitUrl({ remoteDomain: 'asia.northwind.example' }, 'fr', false, true)).toBe(
      'https://asia.northwind.example/reporter/submit-report?lang=fr&vanity=true&ishotline=false',
    );
  });
});

describe('searchRefusal', () => {
  it('refuses no match, a phantom and a remote organization, and accepts the others', () => {
    expect(searchRefusal(undefined)).toBe('notFound');
    expect(searchRefusal({ ...asia, remoteOrg: false, phantom: true })).toBe('phantom');
    expect(searchRefusal(asia)).toEqual({ remote: asia });
    expect(searchRefusal({ ...asia, remoteOrg: false, remoteDomain: null })).toBeNull();
  });
});

describe('templateRefusal (decision 009)', () => {
  it("reads the server's 400 for a remote or a phantom organization", () => {
    const remote = { message: 'error.remoteOrganization', remoteDomain: 'asia.northwind.example' };
    expect(templateRefusal(refused(400, remote))).toEqual({ remote: { remoteDomain: 'asia.northwind.example' } });
    expect(templateRefusal(refused(400, { ...remote, name: 'Northwind Asia Pacific' }))).toEqual({
      remote: { remoteDomain: 'asia.northwind.example', name: 'Northwind Asia Pacific' },
    });
    expect(templateRefusal(refused(400, { message: 'error.phantomOrganization' }))).toBe('phantom');
  });

  it('takes any other failure for an organization not found', () => {
    expect(templateRefusal(refused(404, { message: 'error.notFound' }))).toBe('notFound');
    expect(templateRefusal(refused(400, { message: 'error.remoteOrganization' }))).toBe('notFound');
    expect(templateRefusal(new TypeError('Failed to fetch'))).toBe('notFound');
  });
});
