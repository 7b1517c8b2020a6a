import type { TOrgSearchResult } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { remoteSubmitUrl } from './remote-org.ts';

const asia = {
  orgId: 7,
  name: 'Northwind Asia Pacific',
  remoteOrg: true,
  remoteDomain: 'asia.northwind.example',
} as TOrgSearchResult;

describe('remoteSubmitUrl (spec 000 §2: org, lang, vanity and ishotline)', () => {
  it("sends a reporter to the organization's own domain by name", () => {
    expect(remoteSubmitUrl(asia, 'de')).toBe(
      'https://asia.northwind.example/reporter/submit-report?org=Northwind+Asia+Pacific&lang=de&vanity=false&ishotline=false',
    );
  });

  it('says when a hotline agent is the one sent there', () => {
    expect(new URL(remoteSubmitUrl(asia, 'en', true)).searchParams.get('ishotline')).toBe('true');
  });
});
