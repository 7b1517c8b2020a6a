import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { PhantomOrgDialog } from './phantom-org-dialog.tsx';
import { type OrgRefusal, remoteSubmitUrl } from './remote-org.ts';

/**
 * An organization a link gives that cannot take a report here (spec 000 §2): a remote one sends
 * the reporter to its own domain, a phantom one shows Invalid Org Selected, and an unknown one
 * says so; the last two then close, back to the search.
 */
export function UnavailableOrganization({
  refusal,
  langKey,
  vanity,
  hotline = false,
  onClose,
}: {
  refusal: OrgRefusal;
  langKey: string;
  vanity: boolean;
  hotline?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const settled = useRef(false);

  useEffect(() => {
    if (settled.current || refusal === 'phantom') return;
    settled.current = true;
    if (refusal === 'notFound') {
      notifications.show({ color: 'red', message: t('feedback.orgSearch.notFound') });
      onClose();
    } else window.location.assign(remoteSubmitUrl(refusal.remote, langKey, hotline, vanity));
  }, [refusal, langKey, hotline, vanity, onClose, t]);

  return refusal === 'phantom' ? <PhantomOrgDialog opened onClose={onClose} /> : <PageLoader />;
}
