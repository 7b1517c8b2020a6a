import { Stack, Text } from '@mantine/core';
import type { ReportDraft } from '../state/report-draft.ts';
import { EmailFields } from './email-fields.tsx';

interface NotificationEmailSectionProps {
  title: string;
  /** The lines under the title. */
  intro: readonly string[];
  draft: Pick<ReportDraft, 'email' | 'emailConfirm'>;
  update: (patch: Partial<ReportDraft>) => void;
  showErrors: boolean;
}

/** The optional notification email of a new report and its confirmation (the reporter's and the hotline's). */
export function NotificationEmailSection({ title, intro, draft, update, showErrors }: NotificationEmailSectionProps) {
  return (
    <Stack gap="sm" maw={520} mt="md">
      <div>
        <Text fw={600}>{title}</Text>
        {intro.map((line, i) => (
          <Text key={line} size="sm" c="gray.7" mt={i > 0 ? 4 : undefined}>
            {line}
          </Text>
        ))}
      </div>
      <EmailFields
        email={draft.email}
        confirmation={draft.emailConfirm}
        onEmail={(email) => update({ email })}
        onConfirmation={(emailConfirm) => update({ emailConfirm })}
        optional
        showErrors={showErrors}
      />
    </Stack>
  );
}
