import { type LangKey, needsServerCheck, type TReportTemplate } from '@candor/shared';
import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { focusableDisabledProps } from '../../../../components/keep-focus.ts';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { lazyComponent } from '../../../../lib/lazy-component.ts';
import { loadChunk } from '../../../../lib/load-chunk.ts';
import { categoryQuestionsQuery } from '../../api/reporter-queries.ts';
import { usePasswordCheck } from '../../hooks/use-password-check.ts';
import { useSubmission } from '../../hooks/use-submission.ts';
import type { ReportDraft } from '../../state/report-draft.ts';
import { AgreementStep } from './agreement-step.tsx';
import { buildSubmission } from './build-submission.ts';
import { ReportStepper } from './report-stepper.tsx';
import {
  categoryQuestionsStep,
  questionCategoryId,
  reportSteps,
  type StepContext,
  stepComplete,
} from './report-steps.ts';
import { StepSection } from './step-section.tsx';
import type { StaffSubmitMode } from './submit-mode.ts';
import { useSettledAnswers } from './use-settled-answers.ts';

// The later steps load when they are reached: the report text, the questions, the file drop, the password
// fields, the result.
const ReportTextStep = lazyComponent(
  () => import('./report-text-step.tsx'),
  (m) => m.ReportTextStep,
);
const CategoryStep = lazyComponent(
  () => import('./category-step.tsx'),
  (m) => m.CategoryStep,
);
const AdditionalInfoStep = lazyComponent(
  () => import('./additional-info-step.tsx'),
  (m) => m.AdditionalInfoStep,
);
const CredentialsSetupStep = lazyComponent(
  () => import('./credentials-setup-step.tsx'),
  (m) => m.CredentialsSetupStep,
);
const SubmittingView = lazyComponent(
  () => import('./submitting-view.tsx'),
  (m) => m.SubmittingView,
);
const SubmissionFailure = lazyComponent(
  () => import('./submission-failure.tsx'),
  (m) => m.SubmissionFailure,
);
const CredentialsResult = lazyComponent(
  () => import('./credentials-result.tsx'),
  (m) => m.CredentialsResult,
);

interface ReportFormProps {
  template: TReportTemplate;
  langKey: LangKey;
  draft: ReportDraft;
  setDraft: (update: (d: ReportDraft) => ReportDraft) => void;
  /** Called when the report is saved: nothing is left that a change of organization would lose. */
  onSubmitted: () => void;
  /** A hotline agent's or a transcriber's form (decision 052); absent for the reporter. */
  mode?: StaffSubmitMode;
  /** Told the step on screen as people read it ("Step 2 of 6: Report"), or null when none is. */
  onProgress: (progress: string | null) => void;
}

/** The steps of spec 000 §2 "Submit-report steps", the submission and its outcome. */
export function ReportForm({ template, langKey, draft, setDraft, onSubmitted, mode, onProgress }: ReportFormProps) {
  const { t } = useTranslation();
  const steps = mode ? mode.steps(template) : reportSteps(template);
  const [active, setActive] = useState(0);
  const [showErrors, setShowErrors] = useState(false);
  // Each refused Next or Submit: the first field in error takes the focus, where its message is read.
  const [refusals, setRefusals] = useState(0);
  const stepBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusals > 0) stepBox.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const refuse = () => {
    setShowErrors(true);
    setRefusals((n) => n + 1);
  };
  const { check, resultFor } = usePasswordCheck(template.referenceId);
  const submission = useSubmission(mode?.calls);
  const categoryId = questionCategoryId(template, draft);
  const questions = useQuery({
    ...categoryQuestionsQuery(categoryId, template.orgId, langKey, mode?.prefix),
    // A language change must not read as questions gone: their answers stay (spec 000 §4).
    placeholderData: (previous, query) => (query?.queryKey[2] === categoryId ? previous : undefined),
  });
  const categoryQuestions = questions.data ?? [];
  const update = (patch: Partial<ReportDraft>) => setDraft((d) => ({ ...d, ...patch }));
  useSettledAnswers(template, categoryQuestions, setDraft);

  const questionsStep = categoryQuestionsStep(steps);
  const ctx: StepContext = { template, categoryQuestions, serverCheck: resultFor(draft.password), questionsStep };
  const step = steps[active];
  const complete = steps.map((s) => mode?.complete(s, draft, template) ?? stepComplete(s, draft, ctx));
  const allBeforeSubmitComplete = steps.slice(0, steps.indexOf('submit') + 1).every((_, i) => complete[i]);
  const phase = submission.state.phase;
  const busy = ctx.serverCheck === 'checking' || phase !== 'idle';

  useEffect(() => {
    if (phase === 'done' || phase === 'uploading') onSubmitted();
    const { result, uploadFailed } = submission.state;
    if (phase === 'done' && result) mode?.onFiled(result, uploadFailed);
    if (phase === 'failed') mode?.onFailed?.();
  }, [phase, onSubmitted, mode, submission.state]);
  useEffect(() => mode?.onStep?.(step), [mode, step]);
  // Once filed, the stepper shows its last step (the reporter's: the report ID).
  const shown = submission.state.result ? steps.length - 1 : active;
  const progress =
    phase === 'failed'
      ? null
      : t('reporter.steps.progress', {
          current: shown + 1,
          total: steps.length,
          name: t(`reporter.steps.${steps[shown]}`),
        });
  useEffect(() => {
    onProgress(progress);
    return () => onProgress(null);
  }, [progress, onProgress]);

  const goTo = (index: number) => {
    setShowErrors(false);
    setActive(index);
  };
  const next = () => {
    if (!complete[active]) {
      refuse();
      return;
    }
    goTo(active + 1);
  };

  // A second press before the first one's render has disabled Submit (a double tap on a slow phone)
  // would start a second submission of the same files.
  const submitting = useRef(false);
  const submit = async () => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await submitOnce();
    } finally {
      submitting.current = false;
    }
  };
  const submitOnce = async () => {
    if (!allBeforeSubmitComplete) {
      refuse();
      return;
    }
    const result =
      !mode && needsServerCheck(draft.password) && ctx.serverCheck === 'unchecked'
        ? await check(draft.password)
        : ctx.serverCheck;
    // Submit is disabled from now on: the focus goes to the password, whose message says why.
    if (result === 'insecure') {
      refuse();
      return;
    }
    // The attachment rules load with the submission (the attachments step has loaded them already):
    // the form's first page, which every reporter opens, does without them.
    const { uploadableFiles } = await loadChunk(() => import('../../../../components/file-drop/upload-state.ts'));
    const files = uploadableFiles(draft.files, []);
    const body = buildSubmission(draft, template, categoryQuestions, langKey, files);
    await submission.submit({
      orgId: template.orgId,
      templateId: template.referenceId,
      body: mode ? mode.body(body, draft, template) : body,
      files,
    });
  };

  const tryAgain = () => {
    submission.reset();
    goTo(0);
  };

  if (phase === 'failed') return <SubmissionFailure onTryAgain={tryAgain} refusal={submission.state.refusal} />;
  const stepper = (
    <ReportStepper steps={steps} active={shown} progress={progress ?? ''} complete={complete} onStepClick={goTo} />
  );
  const sending = <SubmittingView state={submission.state} picked={draft.files} />;
  // The reporter's ID is shown as soon as the report is filed, while its files are still sent: a
  // page closed during a long upload must not leave him with a report whose ID he never saw.
  if ((phase === 'uploading' || phase === 'done') && submission.state.result && !mode)
    return (
      <Stack gap="lg">
        {stepper}
        <Suspense fallback={<PageLoader />}>
          <CredentialsResult
            result={submission.state.result}
            password={draft.password}
            uploads={submission.state.uploads}
            sending={phase === 'uploading' && sending}
          />
        </Suspense>
      </Stack>
    );
  if (phase === 'saving' || phase === 'uploading')
    return (
      <Stack gap="lg">
        {stepper}
        <Suspense fallback={<PageLoader />}>{sending}</Suspense>
      </Stack>
    );

  const common = { draft, update, showErrors };
  const Own = mode?.owns.includes(step) ? mode.Step : null;
  return (
    <Stack gap="lg">
      {stepper}
      {mode?.callout?.(step)}
      <Suspense fallback={<PageLoader />}>
        <div key={step} ref={stepBox}>
          {Own && (
            <Own
              {...common}
              step={step}
              template={template}
              categoryQuestions={categoryQuestions}
              Section={StepSection}
            />
          )}
          {!Own && step === 'agreement' && <AgreementStep {...common} template={template} />}
          {!Own && step === 'report' && <ReportTextStep {...common} template={template} />}
          {!Own && step === 'category' && (
            <CategoryStep {...common} template={template} categoryQuestions={categoryQuestions} />
          )}
          {!Own && step === 'additionalInformation' && (
            <AdditionalInfoStep
              {...common}
              template={template}
              categoryQuestions={categoryQuestions}
              askCategoryQuestions={questionsStep === 'additionalInformation'}
              files={mode?.files ?? true}
              staff={mode?.name === 'transcribe'}
            />
          )}
          {!Own && step === 'submit' && (
            <CredentialsSetupStep
              {...common}
              template={template}
              serverCheck={ctx.serverCheck}
              onCheckPassword={(p) => void check(p)}
            />
          )}
        </div>
      </Suspense>
      <Group justify="space-between">
        {active > 0 ? (
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => goTo(active - 1)}
          >
            {t('reporter.nav.back')}
          </Button>
        ) : (
          <span />
        )}
        {step === 'submit' ? (
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            // Left focusable while disabled: a press before the report is complete shows what is missing.
            {...focusableDisabledProps(!allBeforeSubmitComplete || busy)}
            onClick={() => {
              if (!busy) void submit();
            }}
          >
            {t('reporter.submit.button')}
          </Button>
        ) : (
          <Button
            rightSection={<IconArrowRight size={16} aria-hidden />}
            // The chosen category's questions belong to this step: they are asked before it is left.
            loading={questions.isLoading && step === questionsStep}
            onClick={next}
          >
            {t('reporter.nav.next')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
