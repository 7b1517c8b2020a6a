import { type Config, SETTING_NAMES } from '../../config.ts';

/** What a hidden value is shown as. */
export const REDACTED = '******';

/** A setting whose whole value is secret: keys, secrets, passwords, tokens. */
const SECRET_NAME = /KEY|SECRET|PASSWORD|PASSWD|TOKEN|CREDENTIAL|PRIVATE/i;
/** Rate limits name what they count (`RATE_LIMIT_PASSWORD_CHECK`): their values are numbers, not secrets. */
const COUNT_NAME = /^RATE_LIMIT_/;

const isSecretName = (name: string) => SECRET_NAME.test(name) && !COUNT_NAME.test(name);

/** Variables outside our settings whose values are known to hold nothing secret. */
const HARMLESS_VARIABLES = new Set(['NODE_ENV', 'TZ', 'LANG', 'LC_ALL', 'NODE_VERSION']);

/** A URL with its user, password and query hidden (`postgres://******:******@db:5432/candor`). */
function redactUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  if (!url.host) return value;
  if (url.username) url.username = REDACTED;
  if (url.password) url.password = REDACTED;
  if (url.search) url.search = `?${REDACTED}`;
  return url.toString();
}

/** One setting's value as the configuration pages show it. */
export function redactSetting(name: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (isSecretName(name)) return REDACTED;
  return redactUrl(String(value));
}

const ourSettings = new Set(SETTING_NAMES);

/**
 * One environment variable's value: shown for our settings that are not secret and for a
 * few harmless variables; any other variable may hold anything, so only its name is shown.
 */
export function redactVariable(name: string, value: string | undefined): string {
  if (ourSettings.has(name)) return redactSetting(name, value);
  return HARMLESS_VARIABLES.has(name) ? (value ?? '') : REDACTED;
}

/**
 * The secret values of this configuration and environment, so that any text sent out can
 * be scrubbed of them wherever they appear (a command line, a report field).
 */
export function secretValues(config: Config, env: NodeJS.ProcessEnv): string[] {
  const found = new Set<string>();
  const add = (v: unknown) => {
    if (typeof v === 'string' && v.length >= 6) found.add(v);
  };
  for (const [name, value] of [...Object.entries(config), ...Object.entries(env)]) {
    if (typeof value !== 'string' || !value) continue;
    if (isSecretName(name)) add(value);
    try {
      const url = new URL(value);
      add(decodeURIComponent(url.password));
      add(url.password);
      for (const v of url.searchParams.values()) add(v);
    } catch {
      // not a URL
    }
  }
  return [...found].sort((a, b) => b.length - a.length);
}

/** Replaces each secret value wherever it occurs in a JSON-ready value. */
export function scrub<T>(value: T, secrets: readonly string[]): T {
  let text = JSON.stringify(value);
  for (const s of secrets) {
    const inJson = JSON.stringify(s).slice(1, -1);
    text = text.split(inJson).join(REDACTED);
  }
  return JSON.parse(text) as T;
}
