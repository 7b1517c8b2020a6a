import type { TOrgSearchResult } from '@candor/shared';
import { Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { orgByNameQuery } from '../../api/reporter-queries.ts';
import { PhantomOrgDialog } from './phantom-org-dialog.tsx';
import { remoteSubmitUrl } from './remote-org.ts';

/**
 * A link naming the organization (`?org=<name>`, spec 000 §2): the exact name opens its form;
 * a remote organization sends the reporter to its own domain, a phantom one shows the
 * Invalid Org Selected dialog, and an unknown name falls back to the empty search.
 */
export function OrganizationByName({
  name,
  langKey,
  onFound,
  onNotFound,
}: {
  name: string;
  langKey: string;
  onFound: (org: TOrgSearchResult) => void;
  onNotFound: () => void;
}) {
  const { t } = useTranslation();
  const found = useQuery({ ...orgByNameQuery(name, langKey), meta: { httpErrors: 'local' } });
  const org = found.data?.[0];
  const phantom = org?.phantom === true;
  const settled = useRef(false);

  useEffect(() => {
    if (found.isPending || settled.current) return;
    settled.current = true;
    if (!org) {
      notifications.show({ color: 'red', message: t('feedback.orgSearch.notFound') });
      onNotFound();
    } else if (org.remoteOrg && org.remoteDomain) window.location.assign(remoteSubmitUrl(org, langKey));
    else if (!org.phantom) onFound(org);
  }, [found.isPending, org, langKey, onFound, onNotFound, t]);

  if (phantom) return <PhantomOrgDialog opened onClose={onNotFound} />;
  return (
    <Center py="xl">
      <Loader aria-label={t('reporter.common.loading')} />
    </Center>
  );
}
