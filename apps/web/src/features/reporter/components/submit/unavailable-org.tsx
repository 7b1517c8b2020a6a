import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { PhantomOrgDialog } from './phantom-org-dialog.tsx';
import { type OrgRefusal, remoteSubmitUrl } from './remote-org.ts';

/**
 * An organization a link gives that cannot take a report here (spec 000 §2): a remote one sends
 * the reporter to its own domain, a phantom one shows Invalid Org Selected, and an unknown one
 * says so; the last two then close, back to the search. Staff who file here (a transcriber) are
 * told a remote one is not theirs to choose, and stay.
 */
export function UnavailableOrganization({
  refusal,
  langKey,
  vanity,
  hotline = false,
  redirect = true,
  onClose,
}: {
  refusal: OrgRefusal;
  langKey: string;
  vanity: boolean;
  hotline?: boolean;
  /** False: a remote organization is refused here instead of opened on its own domain. */
  redirect?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const settled = useRef(false);

  useEffect(() => {
    if (settled.current || refusal === 'phantom') return;
    settled.current = true;
    if (refusal === 'notFound' || !redirect) {
      const message = refusal === 'notFound' ? 'feedback.orgSearch.notFound' : 'error.remoteOrganization';
      notifications.show({ color: 'red', message: t(message) });
      onClose();
    } else window.location.assign(remoteSubmitUrl(refusal.remote, langKey, hotline, vanity));
  }, [refusal, langKey, hotline, redirect, vanity, onClose, t]);

  return refusal === 'phantom' ? <PhantomOrgDialog opened onClose={onClose} /> : <PageLoader />;
}
