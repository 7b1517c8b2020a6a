import { generatePassword, type TReportTemplate } from '@candor/shared';
import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { ServerCheck } from '../../hooks/use-password-check.ts';
import type { ReportDraft } from '../../state/report-draft.ts';
import { NewPasswordFields } from '../new-password-fields.tsx';
import { NotificationEmailSection } from '../notification-email-section.tsx';
import { type StepProps, StepSection } from './step-section.tsx';

interface CredentialsSetupStepProps extends StepProps<ReportDraft> {
  template: TReportTemplate;
  serverCheck: ServerCheck;
  onCheckPassword: (password: string) => void;
}

/** The password (and optional notification email) that protect the report. */
export function CredentialsSetupStep(props: CredentialsSetupStepProps) {
  const { draft, update, showErrors, template, serverCheck, onCheckPassword } = props;
  const { t } = useTranslation();
  const [generated, setGenerated] = useState<string | null>(null);

  const generate = () => {
    const password = generatePassword();
    setGenerated(password);
    update({ password, passwordConfirm: password });
    onCheckPassword(password);
  };

  return (
    <StepSection title={t('reporter.credentials.heading')} intro={t('reporter.credentials.intro')}>
      <Stack gap="sm" maw={520}>
        <NewPasswordFields
          password={draft.password}
          confirmation={draft.passwordConfirm}
          onPassword={(password) => {
            if (password !== generated) setGenerated(null);
            update({ password });
          }}
          onConfirmation={(passwordConfirm) => update({ passwordConfirm })}
          serverCheck={serverCheck}
          onCheck={onCheckPassword}
          showErrors={showErrors}
          passwordLabel={t('reporter.credentials.password')}
          confirmationLabel={t('reporter.credentials.confirm')}
        />
        <Group>
          <Button variant="light" leftSection={<IconKey size={16} aria-hidden />} onClick={generate}>
            {t('reporter.credentials.generate')}
          </Button>
        </Group>
        <div aria-live="polite">
          {generated && generated === draft.password && (
            <Alert variant="light" color="candor" title={t('reporter.credentials.generatedTitle')}>
              <Text size="sm">{t('reporter.credentials.generated')}</Text>
              <Code fz="lg" mt={6} display="inline-block" data-testid="generated-password">
                {generated}
              </Code>
            </Alert>
          )}
        </div>
      </Stack>
      {template.reporterNotificationsEnabled && (
        <NotificationEmailSection
          title={t('reporter.credentials.emailTitle')}
          intro={[t('reporter.credentials.emailIntro'), t('reporter.email.deletionNote')]}
          draft={draft}
          update={update}
          showErrors={showErrors}
        />
      )}
    </StepSection>
  );
}
