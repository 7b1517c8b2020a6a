import type { TOrgSearchResult } from '@candor/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { orgByNameQuery } from '../../api/reporter-queries.ts';
import { searchRefusal, templateRefusal } from './remote-org.ts';
import { UnavailableOrganization } from './unavailable-org.tsx';

/**
 * A link naming the organization (`?org=<name>`, spec 000 §2): the exact name opens its form;
 * one that cannot take a report here is refused as a link by id is.
 */
export function OrganizationByName({
  name,
  langKey,
  vanity,
  onFound,
  onNotFound,
}: {
  name: string;
  langKey: string;
  vanity: boolean;
  onFound: (org: TOrgSearchResult) => void;
  onNotFound: () => void;
}) {
  const found = useQuery({ ...orgByNameQuery(name, langKey), meta: { httpErrors: 'local' } });
  const org = found.data?.[0];
  const refusal = found.isPending ? null : searchRefusal(org);
  const settled = useRef(false);

  useEffect(() => {
    if (found.isPending || refusal || !org || settled.current) return;
    settled.current = true;
    onFound(org);
  }, [found.isPending, refusal, org, onFound]);

  if (refusal)
    return <UnavailableOrganization refusal={refusal} langKey={langKey} vanity={vanity} onClose={onNotFound} />;
  return <PageLoader />;
}

/** The organization a link gives by id, whose template the server refused (decision 009). */
export function RefusedTemplate({
  error,
  ...rest
}: { error: unknown } & Omit<Parameters<typeof UnavailableOrganization>[0], 'refusal'>) {
  return <UnavailableOrganization refusal={templateRefusal(error)} {...rest} />;
}
