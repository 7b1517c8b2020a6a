import '@mantine/dates/styles.layer.css';
import { isCalendarDay } from '@candor/shared';
import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n.ts';

/** The date-picker languages of spec 002 §9, as dayjs names them; any other interface language gets English. */
const PICKER_LOCALES: Record<string, { dayjs: string; load: () => Promise<unknown> }> = {
  fr: { dayjs: 'fr', load: () => import('dayjs/locale/fr.js') },
  es: { dayjs: 'es', load: () => import('dayjs/locale/es.js') },
  de: { dayjs: 'de', load: () => import('dayjs/locale/de.js') },
  ru: { dayjs: 'ru', load: () => import('dayjs/locale/ru.js') },
  tr: { dayjs: 'tr', load: () => import('dayjs/locale/tr.js') },
  zh: { dayjs: 'zh-cn', load: () => import('dayjs/locale/zh-cn.js') },
  pt: { dayjs: 'pt', load: () => import('dayjs/locale/pt.js') },
  pb: { dayjs: 'pt-br', load: () => import('dayjs/locale/pt-br.js') },
};

/** The dayjs locale of the interface language, loaded on first use; English until it is there. */
function usePickerLocale(language: string): string {
  const picker = PICKER_LOCALES[language];
  const [loaded, setLoaded] = useState(() => !picker || dayjs.Ls[picker.dayjs] !== undefined);
  useEffect(() => {
    if (!picker || dayjs.Ls[picker.dayjs]) return;
    picker.load().then(
      () => setLoaded(true),
      (e: unknown) => console.error(e),
    );
  }, [picker]);
  return picker && (loaded || dayjs.Ls[picker.dayjs]) ? picker.dayjs : 'en';
}

/** The calendar's arrow buttons, named for a screen reader. */
const ARIA_LABELS = ['previousMonth', 'nextMonth', 'previousYear', 'nextYear', 'previousDecade', 'nextDecade'] as const;

export type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange'> & {
  /** YYYY-MM-DD, or empty. */
  value: string;
  onChange: (value: string) => void;
};

/** Only a whole day of the calendar is taken: dayjs would roll 2026-02-30 over into March. */
const calendarDay = (text: string) => (isCalendarDay(text.trim()) ? text.trim() : null);

/** A range whose end comes before its start: it finds nothing, and is said at its end's field. */
export const isReversedRange = (from: string | null | undefined, to: string | null | undefined) =>
  Boolean(from && to && to < from);

/**
 * A date typed as YYYY-MM-DD or picked from a calendar in the interface language. A date typed
 * another way is not taken, and the field says how to write it rather than dropping it in silence
 * until a date is taken; a form that resets its fields from outside gives them a new `key`.
 */
export function DateField({ value, onChange, onBlur, error, ...field }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const locale = usePickerLocale(i18n.language);
  const [unreadable, setUnreadable] = useState(false);
  const ariaLabels = Object.fromEntries(ARIA_LABELS.map((k) => [k, t(`global.datePicker.${k}`)]));
  const format = t('global.datePicker.format');
  return (
    <DatesProvider settings={{ locale }}>
      <DateInput
        placeholder={format}
        {...field}
        error={unreadable ? t('global.datePicker.unreadable', { format }) : error}
        valueFormat="YYYY-MM-DD"
        dateParser={calendarDay}
        value={value || null}
        onChange={(next) => {
          setUnreadable(false);
          onChange(next ?? '');
        }}
        onBlur={(event) => {
          const text = event.currentTarget.value.trim();
          const refused = text !== '' && calendarDay(text) === null;
          setUnreadable(refused);
          // What the field shows and what it holds agree: an earlier date is not kept behind a refusal.
          if (refused && value) onChange('');
          onBlur?.(event);
        }}
        popoverProps={{ withinPortal: true }}
        ariaLabels={ariaLabels}
        clearButtonProps={{ 'aria-label': t('global.datePicker.clear') }}
        // Other months' days and weekends would be drawn in a grey and a red too light to read (WCAG AA).
        hideOutsideDates
        weekendDays={[]}
      />
    </DatesProvider>
  );
}
