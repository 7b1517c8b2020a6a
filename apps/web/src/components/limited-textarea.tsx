import { Textarea, type TextareaProps } from '@mantine/core';
import { type ClipboardEvent, type InputEvent, useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { keepNothing, setReportUnderWay } from '../lib/reporter-flags.ts';
import { intlLocale } from './intl-locale.ts';

type Box = HTMLTextAreaElement;

/** How long the box's text would be, in the browser's UTF-16 units, with the selection replaced by `added`. */
const wouldHold = (box: Box, added: string) =>
  box.value.length - (box.selectionEnd - box.selectionStart) + added.length;

/**
 * A text box that holds at most `maxLength` characters, and says so under it once the reader has
 * filled it: the browser drops what a key or a paste would add past the limit without a word. A box
 * that is full when it appears (a restored draft, a long comment opened for editing) says nothing
 * until the reader adds to it. The line is read out when it appears, and describes the box; an
 * error takes its place. A box that grows with its text stops at 12 rows and scrolls, so that the
 * line, and what follows the box, stay in sight. While `unsent` (a message written and not sent,
 * which lives in the page alone), the page's ways out and a language reload ask before they drop it.
 */
export function LimitedTextarea({
  unsent = false,
  ...props
}: TextareaProps & { maxLength: number; value: string; unsent?: boolean }) {
  const { t, i18n } = useTranslation();
  const { maxLength, onChange, onBeforeInput, onPaste } = props;
  const [cut, setCut] = useState(false);
  useEffect(() => {
    if (!unsent) return;
    setReportUnderWay(keepNothing, 'unsent');
    return () => setReportUnderWay(null);
  }, [unsent]);
  return (
    <Textarea
      maxRows={12}
      {...props}
      onChange={(e) => {
        setCut(e.currentTarget.value.length >= maxLength);
        onChange?.(e);
      }}
      onBeforeInput={(e: InputEvent<Box>) => {
        if (wouldHold(e.currentTarget, e.data) > maxLength) setCut(true);
        onBeforeInput?.(e);
      }}
      onPaste={(e: ClipboardEvent<Box>) => {
        if (wouldHold(e.currentTarget, e.clipboardData.getData('text')) > maxLength) setCut(true);
        onPaste?.(e);
      }}
      success={
        cut &&
        props.value.length >= maxLength &&
        t('global.textFull', { max: maxLength.toLocaleString(intlLocale(i18n.language)) })
      }
      withSuccessStyles={false}
      successProps={{ role: 'alert', c: 'gray.8' }}
    />
  );
}
