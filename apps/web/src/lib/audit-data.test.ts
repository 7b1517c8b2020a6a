import { flatten, loadLocale } from '@candor/i18n';
import { AUDIT_EVENT_TYPES } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { auditDataEntries, auditTypeLabel, categoryNames, type Label } from './audit-data.ts';

const TEXTS: Record<string, string> = {
  'connectsAdmin.audit.data.userId': 'Internal ID of the user concerned',
  'connectsAdmin.audit.data.login': 'Login',
  'connectsAdmin.audit.data.changed': 'Changed fields',
  'connectsAdmin.audit.data.userType': 'Type',
  'connectsAdmin.audit.data.removedCategories': 'Removed categories',
  'connectsAdmin.audit.data.sequentialId': 'Report number',
  'connectsAdmin.userType.CONNECTS_ADMIN': 'Platform administrator',
  'connectsAdmin.user.fields.programAdmin': 'Program administrator',
  'connectsAdmin.user.fields.userType': 'Type',
  'connectsAdmin.user.fields.firstName': 'First name',
  'connectsAdmin.audit.types.CHANGE_CATEGORY_ACCESS': 'Category access changed',
};
const label: Label = (key, fallback) => TEXTS[key] ?? fallback;

describe('audit event data as people read it (spec 002 §2)', () => {
  it('names the report of a case action by its number, not by its internal id', () => {
    const entries = auditDataEntries({ reportId: '4711', sequentialId: '35' }, label);
    expect(entries.map((e) => [e.name, e.value])).toEqual([['Report number', '35']]);
  });

  it('names an event type by its label, and one without a label by its words', () => {
    expect(auditTypeLabel('CHANGE_CATEGORY_ACCESS', label)).toBe('Category access changed');
    expect(auditTypeLabel('SOME_OTHER_EVENT', label)).toBe('some other event');
  });

  it('has a label for every audit event type the application writes', () => {
    const english = flatten(loadLocale('en'));
    const missing = AUDIT_EVENT_TYPES.filter((type) => !english.has(`connectsAdmin.audit.types.${type}`));
    expect(missing).toEqual([]);
  });

  it('names every entry, the internal user ID included, and leaves category numbers to the names', () => {
    const entries = auditDataEntries(
      { login: 'olga', userId: '12', removedCategories: 'Fraud', removedCategoryIds: '101' },
      label,
    );
    expect(entries.map((e) => [e.name, e.value])).toEqual([
      ['Login', 'olga'],
      ['Internal ID of the user concerned', '12'],
      ['Removed categories', 'Fraud'],
    ]);
  });

  it('shows a user type by its name and changed fields by theirs, without the roles that follow the type', () => {
    const [type] = auditDataEntries({ userType: 'CONNECTS_ADMIN' }, label);
    expect(type.value).toBe('Platform administrator');
    const [changed] = auditDataEntries(
      { changed: 'firstName,userType,authorities,delegateReviewer,programAdmin' },
      label,
    );
    expect(changed).toEqual({
      key: 'changed',
      name: 'Changed fields',
      value: 'First name, Type, Program administrator',
    });
  });

  it('names the reason of an unlock and the format of an export, in English as written', () => {
    const english = flatten(loadLocale('en'));
    const inEnglish: Label = (key, fallback) => (english.get(key) as string | undefined) ?? fallback;
    const entries = auditDataEntries({ reason: 'lockExpired', format: 'application/pdf' }, inEnglish);
    expect(entries.map((e) => [e.name, e.value])).toEqual([
      ['Reason', 'The lock-out period ended'],
      ['Format', 'PDF'],
    ]);
    expect(auditDataEntries({ format: 'text/csv' }, inEnglish)[0].value).toBe('CSV');
  });

  it('keeps what it has no name for as it was written', () => {
    expect(auditDataEntries({ reason: 'x', userType: 'NEW_KIND' }, label).map((e) => [e.name, e.value])).toEqual([
      ['reason', 'x'],
      ['Type', 'NEW_KIND'],
    ]);
  });
});

describe('the categories an audit entry lists', () => {
  it('are the names between the commas', () => {
    expect(categoryNames('General concern, Bribery and corruption')).toEqual([
      'General concern',
      'Bribery and corruption',
    ]);
    expect(categoryNames('Fraud')).toEqual(['Fraud']);
  });

  it('keep a quoted name whole, its commas and quotes included', () => {
    expect(categoryNames('"Theft, fraud and embezzlement", Fraud, "The ""open door"" policy"')).toEqual([
      'Theft, fraud and embezzlement',
      'Fraud',
      'The "open door" policy',
    ]);
  });

  it('split at the commas when written before names were quoted and not read as CSV', () => {
    expect(categoryNames('"Speak up" line, Fraud')).toEqual(['"Speak up" line', 'Fraud']);
    expect(categoryNames('Line one\nline two, Fraud')).toEqual(['Line one\nline two', 'Fraud']);
  });

  it('may name one category twice, each one its own badge', () => {
    expect(categoryNames('Other, Other')).toEqual(['Other', 'Other']);
  });
});
