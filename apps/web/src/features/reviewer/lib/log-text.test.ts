import { loadLocale } from '@candor/i18n';
import { describe, expect, it } from 'vitest';
import { lookupMessage, type Messages, type Translate, translateWith } from '../../../lib/i18n.ts';
import { logText } from './log-text.ts';

const english = loadLocale('en') as Messages;
const has = (key: string) => lookupMessage(english, key) !== undefined;
const t: Translate = (key, params) => translateWith(english, key, params);

describe('log entries as sentences', () => {
  it('says the reporter signed in, or called the hotline when an agent verified him', () => {
    const login = { trackingType: 'REPORTER_LOGIN', authorName: 'Reporter', authorities: ['REPORTER'] };
    expect(logText(t, has, login)).toBe('The reporter signed in');
    expect(logText(t, has, { ...login, authorName: 'Hotline', authorities: ['HOTLINE'] })).toBe(
      'The reporter called the hotline',
    );
  });

  it('says a message came through the hotline when an agent wrote it for the caller', () => {
    const comment = { trackingType: 'REPORTER_COMMENT', authorName: 'Hotline', authorities: ['HOTLINE'] };
    expect(logText(t, has, comment)).toBe('The reporter sent a message through the hotline');
  });

  it('names the author of a reviewer action, and reads an unknown action as a generic one', () => {
    expect(logText(t, has, { trackingType: 'CLOSED', authorName: 'Rita Reviewer' })).toBe(
      'Rita Reviewer closed the report',
    );
    expect(logText(t, has, { trackingType: 'SOMETHING_NEW', authorName: 'Rita Reviewer' })).toBe(
      'Rita Reviewer recorded an activity',
    );
  });
});
