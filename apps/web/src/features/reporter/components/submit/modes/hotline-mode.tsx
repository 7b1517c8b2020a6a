import {
  emailError,
  isSecurityAnswerValid,
  LIMITS,
  sectionOrder,
  type THotlineReportSubmission,
  type TReportSubmission,
  type TReportTemplate,
} from '@candor/shared';
import { Alert, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { hotlineCall } from '../../../../../lib/hotline-call.ts';
import { useTranslation } from '../../../../../lib/i18n.ts';
import { postHotlineReport, staffPreflightCheck } from '../../../api/staff-submit-api.ts';
import type { ReportDraft } from '../../../state/report-draft.ts';
import { NotificationEmailSection } from '../../notification-email-section.tsx';
import { categoryChoiceNeeded, type StepKey } from '../report-steps.ts';
import type { ModeStepProps, StaffSubmitMode } from '../submit-mode.ts';

/**
 * The call's page ids (DESIGN.md §10, decision 052): A the hotline home, B the organization
 * search, C–G the steps, H the submission under way, I its failure, Q the success page.
 */
export const HOTLINE_PAGE_IDS: Record<StepKey | 'organization', string> = {
  organization: 'B',
  agreement: 'C',
  report: 'D',
  category: 'E',
  additionalInformation: 'F',
  submit: 'G',
  intake: 'G',
  credentials: 'G',
};
export const SUBMITTING_PAGE_ID = 'H';
export const FAILED_PAGE_ID = 'I';

/** Spec 000 §5 "Submit validity" for a hotline agent, beyond the report text. */
export function hotlineSubmitValid(draft: ReportDraft, template: TReportTemplate): boolean {
  const emailOk =
    !template.reporterNotificationsEnabled ||
    (draft.email === '' && draft.emailConfirm === '') ||
    emailError(draft.email, draft.emailConfirm) === null;
  return (
    emailOk &&
    typeof draft.challengeQuestionId === 'number' &&
    isSecurityAnswerValid(draft.securityAnswer ?? '') &&
    [...draft.reportName].length <= LIMITS.reportNameMax
  );
}

/** The information step for a caller (spec 000 §5): complete whatever he answered, with a report name within the limit. */
export const hotlineInfoComplete = (draft: ReportDraft) => [...draft.reportName].length <= LIMITS.reportNameMax;

/** The hotline payload: the reporter's without a password, with the security question and the email twice. */
export function hotlineBody(base: TReportSubmission, draft: ReportDraft): THotlineReportSubmission {
  const { password: _, ...rest } = base;
  const email = rest.primaryEmail ?? null;
  return {
    ...rest,
    challengeQuestionId: draft.challengeQuestionId ?? 0,
    securityAnswer: draft.securityAnswer ?? '',
    verifyEmail: email === null ? null : draft.emailConfirm.trim(),
  };
}

/** The scripted callout of a step: what the agent reads or asks (spec 000 §2 "Hotline area"). */
function HotlineCallout({ step }: { step: StepKey | 'organization' }) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="candor"
      icon={<IconHeadset size={20} aria-hidden />}
      title={t('hotline.submit.script')}
    >
      <Text size="sm">{t(`hotline.submit.callout.${step}`)}</Text>
    </Alert>
  );
}

/** The submit step: the caller's security question and answer, and the optional notification email. */
function HotlineSubmitStep({ draft, update, showErrors, template, Section }: ModeStepProps) {
  const { t } = useTranslation();
  const answer = draft.securityAnswer ?? '';
  const questionChosen = typeof draft.challengeQuestionId === 'number';
  /** An answer the agent left: judged as it stands, complete or not. */
  const [left, setLeft] = useState(false);
  return (
    <Section title={t('hotline.submit.security.heading')} intro={t('hotline.submit.security.intro')}>
      <Stack gap="sm" maw={520}>
        <Select
          label={t('hotline.submit.security.question')}
          placeholder={t('hotline.submit.security.placeholder')}
          required
          data={template.challengeQuestions.map((q) => ({ value: String(q.questionId), label: q.question }))}
          value={questionChosen ? String(draft.challengeQuestionId) : null}
          onChange={(v) => update({ challengeQuestionId: v === null ? null : Number(v) })}
          error={showErrors && !questionChosen ? t('hotline.submit.security.questionRequired') : undefined}
          allowDeselect={false}
        />
        <TextInput
          label={t('hotline.submit.security.answer')}
          description={t('hotline.submit.security.answerHint')}
          required
          disabled={!questionChosen}
          inputMode="numeric"
          maxLength={LIMITS.securityAnswerLength}
          autoComplete="off"
          value={answer}
          onChange={(e) => update({ securityAnswer: e.currentTarget.value.trim() })}
          onBlur={() => setLeft(answer !== '')}
          error={
            (showErrors || left || answer.length >= LIMITS.securityAnswerLength) &&
            questionChosen &&
            !isSecurityAnswerValid(answer)
              ? t('hotline.submit.security.answerInvalid')
              : undefined
          }
        />
      </Stack>
      {template.reporterNotificationsEnabled && (
        <NotificationEmailSection
          title={t('hotline.submit.email.title')}
          intro={[t('hotline.submit.email.intro')]}
          draft={draft}
          update={update}
          showErrors={showErrors}
        />
      )}
    </Section>
  );
}

/** Agreement, the template's sections, submit: the reporter's steps without the credentials. */
const hotlineSteps = (template: TReportTemplate): StepKey[] => [
  'agreement',
  ...sectionOrder(template.sectionOrder).filter((k) => k !== 'category' || categoryChoiceNeeded(template)),
  'submit',
];

/**
 * The hotline agent's mode of the submit flow (spec 000 §2 /hotline/submit-report): a callout
 * in every step, no password, the security question, no files; a saved report resets the draft
 * and goes to /hotline/submit-report-success, the same call going on there (page Q).
 */
export function useHotlineMode(): StaffSubmitMode {
  const navigate = useNavigate();
  return useMemo<StaffSubmitMode>(
    () => ({
      name: 'hotline',
      prefix: 'api',
      steps: hotlineSteps,
      complete: (step, draft, template) =>
        step === 'submit'
          ? hotlineSubmitValid(draft, template)
          : step === 'additionalInformation'
            ? hotlineInfoComplete(draft)
            : undefined,
      owns: ['submit'],
      Step: HotlineSubmitStep,
      callout: (step) => <HotlineCallout step={step} />,
      files: false,
      calls: {
        preflight: (orgId, templateId) => {
          hotlineCall.page(SUBMITTING_PAGE_ID);
          hotlineCall.about({ organizationId: orgId });
          return staffPreflightCheck(orgId, templateId);
        },
        post: postHotlineReport,
        upload: async () => {},
      },
      body: (base, draft) => hotlineBody(base, draft),
      onStep: (step) => hotlineCall.enter(HOTLINE_PAGE_IDS[step]),
      onFiled: (result) => {
        hotlineCall.about({ referenceId: result.referenceId });
        navigate('/hotline/submit-report-success', { state: result, replace: true });
      },
      onFailed: () => hotlineCall.page(FAILED_PAGE_ID),
    }),
    [navigate],
  );
}
