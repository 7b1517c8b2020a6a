import { Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { StepKey } from './report-steps.ts';

interface ReportStepperProps {
  steps: readonly StepKey[];
  active: number;
  /** The active step as people read it, shown instead of the steps on a narrow screen. */
  progress: string;
  complete: readonly boolean[];
  onStepClick: (index: number) => void;
}

/**
 * Where the reporter is. Earlier steps, and later ones reachable because every step before
 * them is complete, can be opened; the credentials step only by submitting.
 */
export function ReportStepper({ steps, active, progress, complete, onStepClick }: ReportStepperProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 48em)');
  const reachable = (i: number) => steps[i] !== 'credentials' && complete.slice(0, i).every(Boolean);
  const label = (key: StepKey) => t(`reporter.steps.${key}`);
  if (narrow)
    return (
      <Text size="sm" fw={600} c="candor.8" role="status">
        {progress}
      </Text>
    );
  return (
    <nav aria-label={t('reporter.steps.label')}>
      <Stepper active={active} onStepClick={(i) => reachable(i) && onStepClick(i)} size="sm">
        {steps.map((key, i) => (
          <Stepper.Step
            key={key}
            label={label(key)}
            aria-current={i === active ? 'step' : undefined}
            allowStepSelect={i !== active && reachable(i)}
          />
        ))}
      </Stepper>
    </nav>
  );
}
