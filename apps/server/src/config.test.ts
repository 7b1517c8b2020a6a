import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SETTING_NAMES } from './config.ts';

const failureOf = (env: Record<string, string>): ConfigError => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
};

describe('loadConfig', () => {
  it('gives the settings their defaults', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      DATABASE_URL: undefined,
      DEMO_DATA: true,
      DEMO_PASSWORD: undefined,
      SMTP_URL: undefined,
      MAIL_FROM: 'Candor <no-reply@candor.invalid>',
      OIDC_ISSUER: undefined,
      OIDC_CLIENT_ID: undefined,
      OIDC_CLIENT_SECRET: undefined,
      ENCRYPTION_KEY: undefined,
      PUBLIC_URL: undefined,
      PRODUCTION: false,
      RIBBON_MESSAGE: '',
      LOG_LEVEL: 'info',
      WEB_DIST: undefined,
      JOBS: true,
    });
  });

  it('reads values and treats an empty variable as unset', () => {
    const config = loadConfig({
      PORT: '9090',
      DATABASE_URL: 'postgresql://candor@db.example:5432/candor',
      DEMO_DATA: 'false',
      PRODUCTION: 'yes',
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      PUBLIC_URL: 'https://ethics.example/',
      SMTP_URL: '',
    });
    expect(config).toMatchObject({
      PORT: 9090,
      DEMO_DATA: false,
      PRODUCTION: true,
      PUBLIC_URL: 'https://ethics.example',
    });
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('reads a switch as on/off as well as true/false, yes/no and 1/0', () => {
    expect(loadConfig({ REQUIRE_TOTP_FOR_ADMINS: 'on', JOBS: 'off' })).toMatchObject({
      REQUIRE_TOTP_FOR_ADMINS: true,
      JOBS: false,
    });
    expect(failureOf({ JOBS: 'enabled' }).message).toContain('JOBS');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'http://x' }, 'DATABASE_URL'],
    [{ ENCRYPTION_KEY: 'short' }, 'ENCRYPTION_KEY'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
    [{ DEMO_PASSWORD: 'seven77' }, 'DEMO_PASSWORD'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_URL: 'ftp://ethics.example' }, 'PUBLIC_URL'],
  ])('names the bad variable in %j', (env, name) => {
    const err = failureOf(env);
    expect(err.message).toMatch(new RegExp(`^  ${name}: `, 'm'));
    expect(err.message.match(/^ {2}\w+:/gm)).toHaveLength(1);
  });

  it('names every bad variable at once', () => {
    const err = failureOf({ PORT: 'abc', DATABASE_URL: 'http://x', ENCRYPTION_KEY: 'short' });
    expect(err.message.match(/^ {2}(\w+):/gm)).toEqual(['  PORT:', '  DATABASE_URL:', '  ENCRYPTION_KEY:']);
  });

  describe('OpenID Connect', () => {
    const complete = {
      OIDC_ISSUER: 'https://idp.example',
      OIDC_CLIENT_ID: 'candor',
      OIDC_CLIENT_SECRET: 'secret',
      PUBLIC_URL: 'https://ethics.example',
    };

    it('accepts a complete provider setting', () => {
      expect(loadConfig(complete)).toMatchObject(complete);
    });

    it.each(['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'PUBLIC_URL'] as const)('requires %s with the issuer', (name) => {
      const err = failureOf({ ...complete, [name]: '' });
      expect(err.message).toMatch(new RegExp(`^  ${name}: required`, 'm'));
    });

    it('requires the issuer when only a client is given', () => {
      const err = failureOf({ OIDC_CLIENT_ID: 'candor' });
      expect(err.message).toMatch(/^ {2}OIDC_ISSUER: required/m);
    });

    it('refuses a plain-HTTP issuer except on this machine', () => {
      expect(failureOf({ ...complete, OIDC_ISSUER: 'http://idp.example' }).message).toMatch(
        /^ {2}OIDC_ISSUER: must be https/m,
      );
      expect(loadConfig({ ...complete, OIDC_ISSUER: 'http://127.0.0.1:4000' }).OIDC_ISSUER).toBe(
        'http://127.0.0.1:4000',
      );
    });
  });
});

describe('the README', () => {
  it('documents every setting in its settings table, and no other', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(
      readme.indexOf('## Settings'),
      readme.indexOf('\n## ', readme.indexOf('## Settings') + 1),
    );
    const documented = [...section.matchAll(/^\| `([A-Z_]+)` +\|/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual([...SETTING_NAMES].sort());
  });
});
