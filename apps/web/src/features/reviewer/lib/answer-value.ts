import type { Translate } from '../../../lib/i18n.ts';

/** An answer as people read it: a single checkbox's stored true/false reads Yes/No. */
export function answerValue(t: Translate, value: string): string {
  if (value === 'true') return t('reviewer.common.yes');
  if (value === 'false') return t('reviewer.common.no');
  return value;
}
