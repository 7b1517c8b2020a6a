import { readableAnswer } from '@candor/shared';
import type { Translate } from '../../../lib/i18n.ts';

/** An answer as people read it, in the reviewer's language (a single checkbox's true/false reads Yes/No). */
export const answerValue = (t: Translate, value: string): string =>
  readableAnswer(value, { yes: t('reviewer.common.yes'), no: t('reviewer.common.no') });
