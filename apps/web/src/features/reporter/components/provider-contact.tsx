import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n.ts';
import { appProfileQuery } from '../../../lib/session/session-queries.ts';

/**
 * Supporting documents may also be sent by post, quoting the report ID (spec 000 §1), to the
 * address set in PROVIDER_POSTAL_ADDRESS; nothing is shown when it is not set.
 */
export function PostDocumentsNote({ referenceId }: { referenceId: string }) {
  const { t } = useTranslation();
  const address = useQuery(appProfileQuery).data?.providerPostalAddress;
  if (!address) return null;
  return (
    <Text size="sm" c="gray.7" data-testid="post-documents">
      {t('reporter.provider.postDocuments', { address, id: referenceId })}
    </Text>
  );
}

/** The support phone numbers (spec 000 §9 "{phone}", SUPPORT_PHONE); nothing when not set. */
export function CallForHelpNote() {
  const { t } = useTranslation();
  const phone = useQuery(appProfileQuery).data?.supportPhone;
  if (!phone) return null;
  return (
    <Text size="sm" c="gray.7" data-testid="call-for-help">
      {t('reporter.provider.callForHelp', { phone })}
    </Text>
  );
}
