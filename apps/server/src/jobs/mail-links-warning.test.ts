import { describe, expect, it } from 'vitest';
import { mailLinksWarning } from './job.ts';

describe('the warning at start about the links in emails', () => {
  it('is given when emails go to a mail server and no public address is set', () => {
    expect(mailLinksWarning({ SMTP_URL: 'smtp://mail.example', PUBLIC_URL: undefined, PORT: 8080 })).toContain(
      'the links in the emails lead to http://localhost:8080',
    );
  });

  it('is not given with a public address, nor while emails are only written to the outbox', () => {
    expect(
      mailLinksWarning({ SMTP_URL: 'smtp://mail.example', PUBLIC_URL: 'https://ethics.example', PORT: 8080 }),
    ).toBeNull();
    expect(mailLinksWarning({ SMTP_URL: undefined, PUBLIC_URL: undefined, PORT: 8080 })).toBeNull();
  });
});
