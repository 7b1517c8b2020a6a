import {
  isBlank,
  LIMITS,
  REPORT_METHOD,
  REPORT_TEXT_MAX,
  type TReportSubmission,
  type TReportTemplate,
  type TTranscribeReport,
} from '@candor/shared';
import { Alert, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../../components/confirm-dialog.tsx';
import { LimitedTextarea } from '../../../../../components/limited-textarea.tsx';
import { notifyFailure } from '../../../../../lib/http-notifier.ts';
import { useTranslation } from '../../../../../lib/i18n.ts';
import {
  fetchTranscribableOrganizations,
  postTranscription,
  staffPreflightCheck,
  uploadTranscribedFile,
} from '../../../api/staff-submit-api.ts';
import { type StepKey, templateCategories } from '../report-steps.ts';
import type { ModeStepProps, OrganizationChoiceProps, StaffSubmitMode } from '../submit-mode.ts';

export const TRANSCRIBE_CONFIRMATION = '/reviewer/submit-transcribe-report';

/**
 * The transcribe stepper (spec 001 §2), in its own order whatever the template's section order:
 * intake method only when the template asks for it, report text, category whenever the template
 * has one (a single one is chosen already), additional information, submit.
 */
export const transcribeSteps = (template: TReportTemplate): StepKey[] => [
  ...(template.showIntakeMethod ? (['intake'] as const) : []),
  'report',
  ...(templateCategories(template).length > 0 ? (['category'] as const) : []),
  'additionalInformation',
  'submit',
];

/** Spec 001 §4: the category step is always complete; the info step needs only a report name of at most 50. */
export function transcribeStepComplete(step: StepKey, draft: { reportName: string }): boolean | undefined {
  if (step === 'category' || step === 'submit') return true;
  if (step === 'additionalInformation') return [...draft.reportName].length <= LIMITS.reportNameMax;
  return undefined;
}

/** The intake method: a letter from the post box (type CLIENT_TRANSCRIBED) or a voicemail (type PHONE). */
function IntakeStep({ draft, update, showErrors, Section }: ModeStepProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('reviewer.transcribe.intake.heading')}>
      <Radio.Group
        label={t('reviewer.transcribe.intake.intro')}
        required
        value={draft.typeId == null ? null : String(draft.typeId)}
        onChange={(v) => update({ typeId: Number(v) })}
        error={showErrors && draft.typeId == null ? t('reviewer.transcribe.intake.required') : undefined}
      >
        <Stack gap="xs" mt="xs">
          <Radio value={String(REPORT_METHOD.CLIENT_TRANSCRIBED)} label={t('reviewer.transcribe.intake.postBox')} />
          <Radio value={String(REPORT_METHOD.PHONE)} label={t('reviewer.transcribe.intake.voicemail')} />
        </Stack>
      </Radio.Group>
    </Section>
  );
}

/** The report text: 15 rows and the inactivity notice. */
function TranscribedTextStep({ draft, update, showErrors, template, Section }: ModeStepProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('reporter.report.heading')} intro={template.reportTextPrompt || t('reporter.report.intro')}>
      <Alert variant="light" color="yellow" icon={<IconClockPause size={20} aria-hidden />}>
        {t('reviewer.transcribe.inactivity')}
      </Alert>
      <LimitedTextarea
        label={t('reporter.report.label')}
        required
        rows={15}
        maxLength={REPORT_TEXT_MAX}
        value={draft.inputStatement}
        onChange={(e) => update({ inputStatement: e.currentTarget.value })}
        error={showErrors && isBlank(draft.inputStatement) ? t('reporter.report.required') : undefined}
      />
    </Section>
  );
}

function TranscribeSubmitStep({ Section }: Pick<ModeStepProps, 'Section'>) {
  const { t } = useTranslation();
  return (
    <Section title={t('reviewer.transcribe.submit.heading')}>
      <Text>{t('reviewer.transcribe.submit.intro')}</Text>
    </Section>
  );
}

function TranscribeStep(props: ModeStepProps) {
  if (props.step === 'intake') return <IntakeStep {...props} />;
  if (props.step === 'report') return <TranscribedTextStep {...props} />;
  return <TranscribeSubmitStep Section={props.Section} />;
}

/**
 * The organization dropdown, indented by depth, phantom and remote organizations disabled (a
 * remote one is another deployment's, decision 094). Changing it
 * with text or files entered asks confirmation first (spec 001 §4).
 */
function TranscribeOrganizationChoice({ langKey, orgId, dirty, onChosen }: OrganizationChoiceProps) {
  const { t } = useTranslation();
  const orgs = useQuery({
    queryKey: ['api', 'transcribable-organizations', langKey],
    queryFn: () => fetchTranscribableOrganizations(langKey),
    staleTime: 5 * 60_000,
  });
  const [pending, setPending] = useState<number | null>(null);
  const depths = new Map((orgs.data ?? []).map((o) => [String(o.orgId), o.depth]));
  const choose = (value: string | null) => {
    if (value === null) return;
    const id = Number(value);
    if (id === orgId) return;
    if (orgId !== null && dirty()) setPending(id);
    else onChosen(id);
  };
  return (
    <Stack gap="md" mb="lg">
      <div>
        <Title order={1} size="h2">
          {t('reviewer.transcribe.title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('reviewer.transcribe.intro')}
        </Text>
      </div>
      <Select
        label={t('reviewer.transcribe.organization')}
        placeholder={t('reviewer.transcribe.organizationPlaceholder')}
        data={(orgs.data ?? []).map((o) => ({
          value: String(o.orgId),
          label: o.name,
          disabled: o.phantom || o.remote,
        }))}
        // The tree shows in the list only: the chosen organization reads without its indent.
        renderOption={({ option }) => (
          <span style={{ paddingInlineStart: `${0.75 * (depths.get(option.value) ?? 0)}rem` }}>{option.label}</span>
        )}
        value={orgId === null ? null : String(orgId)}
        onChange={choose}
        searchable
        allowDeselect={false}
        maw={520}
        data-testid="transcribe-organization"
      />
      <ConfirmDialog
        opened={pending !== null}
        title={t('reviewer.transcribe.changeOrg.title')}
        body={t('reviewer.transcribe.changeOrg.body')}
        confirmLabel={t('reviewer.transcribe.changeOrg.confirm')}
        cancelLabel={t('reviewer.transcribe.changeOrg.cancel')}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending !== null) onChosen(pending);
          setPending(null);
        }}
      />
    </Stack>
  );
}

/** The transcription payload: the reporter's without password and email, with the intake method. */
export function transcribeBody(base: TReportSubmission, typeId: number | null | undefined): TTranscribeReport {
  const { password: _, primaryEmail: __, ...rest } = base;
  const intake = typeId === REPORT_METHOD.PHONE ? REPORT_METHOD.PHONE : REPORT_METHOD.CLIENT_TRANSCRIBED;
  return { ...rest, reportId: base.reportId ?? '', typeId: intake };
}

/**
 * The transcriber's mode of the submit flow (spec 001 §2 "Transcribe report", decision 053):
 * preflight, post, the files, then the confirmation page with the reference id, or without one
 * when nothing was filed.
 */
export function useTranscribeMode(): StaffSubmitMode {
  const navigate = useNavigate();
  return useMemo<StaffSubmitMode>(
    () => ({
      name: 'transcribe',
      titleKey: 'reviewer.transcribe.title',
      prefix: 'api',
      steps: transcribeSteps,
      complete: transcribeStepComplete,
      owns: ['intake', 'report', 'submit'],
      Step: TranscribeStep,
      files: true,
      calls: {
        preflight: staffPreflightCheck,
        post: (_templateId, body: TTranscribeReport) => postTranscription(body),
        upload: (referenceId, _body, file, notify, onProgress) =>
          uploadTranscribedFile(referenceId, file, notify, onProgress),
      },
      body: (base, draft) => transcribeBody(base, draft.typeId),
      onFiled: (result, uploadFailed) =>
        navigate(TRANSCRIBE_CONFIRMATION, { state: { referenceId: result.referenceId, uploadFailed }, replace: true }),
      // Spec 001 §8: a failed transcription reads feedback.reportSubmission.errorSubmitting.
      onFailed: () => {
        notifyFailure('feedback.reportSubmission.errorSubmitting');
        navigate(TRANSCRIBE_CONFIRMATION, { state: null, replace: true });
      },
      OrganizationChoice: TranscribeOrganizationChoice,
    }),
    [navigate],
  );
}
