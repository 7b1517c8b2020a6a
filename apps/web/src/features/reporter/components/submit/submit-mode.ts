import type { Question, TReportSubmission, TReportSubmitted, TReportTemplate } from '@candor/shared';
import type { ComponentType, ReactNode } from 'react';
import type { ApiPrefix } from '../../api/reporter-api.ts';
import type { SubmissionCalls } from '../../hooks/file-report.ts';
import type { ReportDraft } from '../../state/report-draft.ts';
import type { StepKey } from './report-steps.ts';
import type { StepProps, StepSectionProps } from './step-section.tsx';

/** Who fills in the report form (decision 052). The reporter's mode is the form's own behaviour. */
export type SubmitModeName = 'reporter' | 'hotline' | 'transcribe';

export interface ModeStepProps extends StepProps<ReportDraft> {
  step: StepKey;
  template: TReportTemplate;
  categoryQuestions: readonly Question[];
  /** The form's step frame, handed down so that the modes' code shares no chunk with the reporter's steps. */
  Section: ComponentType<StepSectionProps>;
}

/**
 * What a staff mode changes in the one submit flow. Its code lives in files only the hotline
 * and transcribe routes import, so none of it enters the reporter's pages.
 */
export interface StaffSubmitMode {
  name: Exclude<SubmitModeName, 'reporter'>;
  prefix: ApiPrefix;
  /** The steps in order, for this template. */
  steps: (template: TReportTemplate) => StepKey[];
  /** The step's completion where the mode decides it; undefined: the reporter's rule. */
  complete: (step: StepKey, draft: ReportDraft, template: TReportTemplate) => boolean | undefined;
  /** The steps the mode draws itself (`Step` draws them). */
  owns: readonly StepKey[];
  Step: ComponentType<ModeStepProps>;
  /** The key of the page's title; the reporter's without it. */
  titleKey?: string;
  /** Shown above every step (the hotline's scripted callouts). */
  callout?: (step: StepKey | 'organization') => ReactNode;
  /** Whether the reporter's file drop shows in the additional-information step. */
  files: boolean;
  calls: SubmissionCalls;
  /** The mode's payload, from the reporter's one built from the same draft. */
  body: (base: TReportSubmission, draft: ReportDraft, template: TReportTemplate) => unknown;
  /** A step opens: the hotline records it as the call's page. */
  onStep?: (step: StepKey | 'organization') => void;
  onFiled: (result: TReportSubmitted, uploadFailed: boolean) => void;
  /** The submission failed for good; undefined: the reporter's failure view with Try again. */
  onFailed?: () => void;
  /** Draws the organization choice instead of the search (the transcriber's dropdown). */
  OrganizationChoice?: ComponentType<OrganizationChoiceProps>;
}

export interface OrganizationChoiceProps {
  langKey: string;
  orgId: number | null;
  /** Whether text or files were entered: a change then asks confirmation. */
  dirty: () => boolean;
  onChosen: (orgId: number) => void;
}
