import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { formatDateTime } from '../intl-locale.ts';
import type { SummaryPartProps } from './dialogue-timeline.tsx';
import { originalAnswers } from './original-answers.ts';
import classes from './original-report.module.css';
import { originalAttachments } from './timeline.ts';

/** The report as submitted: text, category, name, answers and files. */
export function OriginalReport({ report, attachment, html }: SummaryPartProps) {
  const { t, i18n } = useTranslation();
  const files = originalAttachments(report);
  const answered = originalAnswers(report, t);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="original-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="original-title">
            {t('reporter.original.heading')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('reporter.original.submittedOn', { time: formatDateTime(report.createTime, i18n.language) })}
          </Text>
        </div>
        {/* A grid of our own: Mantine's SimpleGrid cost the reporter's page 1.2 KiB of script. */}
        <dl className={classes.fields}>
          <Field label={t('reporter.original.category')} value={report.categoryName} />
          {report.reportName && <Field label={t('reporter.original.reportName')} value={report.reportName} />}
        </dl>
        <div>
          <Text size="sm" fw={600} mb={4}>
            {t('reporter.original.text')}
          </Text>
          <Box fz="sm">{html(report.reportInput)}</Box>
        </div>
        {answered.length > 0 && (
          <div>
            <Text size="sm" fw={600} mb={4}>
              {t('reporter.original.answers')}
            </Text>
            <Stack component="dl" gap="xs" m={0}>
              {answered.map((a, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: answers have no id and the list never changes order
                <Field key={i} label={a.question} value={a.answer} />
              ))}
            </Stack>
          </div>
        )}
        {files.length > 0 && (
          <div>
            <Text size="sm" fw={600} mb={4}>
              {t('reporter.original.attachments')}
            </Text>
            <Stack gap={4}>
              {files.map((a) => (
                <Fragment key={a.id}>{attachment(a)}</Fragment>
              ))}
            </Stack>
          </div>
        )}
      </Stack>
    </Paper>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="gray.7">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
