import { Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from '../lib/i18n.ts';
import { intlLocale } from './intl-locale.ts';

/**
 * A text box that holds at most `maxLength` characters, and says so under it once it is full:
 * the browser drops what a key or a paste would add past the limit without a word. The line is
 * read out when it appears, and describes the box; an error takes its place.
 */
export function LimitedTextarea(props: TextareaProps & { maxLength: number; value: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Textarea
      {...props}
      success={
        props.value.length >= props.maxLength &&
        t('global.textFull', { max: props.maxLength.toLocaleString(intlLocale(i18n.language)) })
      }
      withSuccessStyles={false}
      successProps={{ role: 'alert', c: 'gray.8' }}
    />
  );
}
