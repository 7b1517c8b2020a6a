import { answersByQuestion, type TReviewerReportDetail } from '@candor/shared';
import { Paper, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { SafeHtml } from '../../../../components/safe-html.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { answerValue } from '../../lib/answer-value.ts';
import { translationToggle } from '../../lib/translation-toggle.ts';

/** Answers shorter than this many characters sit in a small box, the others in a wide one (spec 001 §5). */
const SMALL_ANSWER_BELOW = 12;

function AnswerBox({ text }: { text: string }) {
  const small = [...text].length < SMALL_ANSWER_BELOW;
  return (
    <Text
      size="sm"
      component="div"
      data-testid="answer"
      bd="1px solid var(--mantine-color-gray-4)"
      bdrs="sm"
      px="xs"
      py={4}
      mt={4}
      w={small ? 'fit-content' : '100%'}
      miw={small ? '8rem' : undefined}
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {text}
    </Text>
  );
}

/** The report text and answers, with the translation toggle when a provider translated it (spec 001 §5). */
export function ReportText({ report }: { report: TReviewerReportDetail }) {
  const { t } = useTranslation();
  const [translated, setTranslated] = useState(false);
  const toggle = translationToggle(report);
  const showTranslation = translated && toggle !== 'hidden';
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('reviewer.details.reportText')}
        </Title>
        {toggle !== 'hidden' && (
          <Tooltip label={t('reviewer.details.translationUnreliable')} disabled={toggle !== 'disabled'}>
            <Switch
              label={t('reviewer.details.showTranslation')}
              checked={showTranslation}
              disabled={toggle === 'disabled'}
              onChange={(e) => setTranslated(e.currentTarget.checked)}
              w="fit-content"
            />
          </Tooltip>
        )}
        <SafeHtml
          html={showTranslation ? (report.reportInputTranslation?.translatedText ?? '') : report.reportInput}
          data-testid="report-text"
        />
        {answersByQuestion(report.reportQuestions, (q) =>
          showTranslation && q.valueTranslation ? q.valueTranslation : answerValue(t, q.value),
        ).map(({ question, answer }) => (
          <Stack key={question} gap={0}>
            <Text size="sm" fw={700}>
              {question}
            </Text>
            <AnswerBox text={answer} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
