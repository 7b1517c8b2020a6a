import { ActionIcon, Menu } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../lib/api-client.ts';
import { useTranslation } from '../lib/i18n.ts';

/** `GET api/external-docs/loggedInUser`: the signed-in user's help documents. */
const helpDocumentsQuery = (langKey: string) =>
  queryOptions({
    queryKey: ['help-documents', langKey],
    queryFn: () =>
      apiJson<{ id: number; documentName: string; link: string }[]>('api/external-docs/loggedInUser', {
        query: { langKey },
      }),
    staleTime: 10 * 60_000,
    retry: false,
    meta: { httpErrors: 'log' },
  });

/**
 * The help menu: the organization's policy documents for reviewers (spec 001 §2), the hotline's
 * two documents for agents (spec 000 §6); stored ones download, external ones open in a new tab.
 */
export function HelpMenu() {
  const { t, i18n } = useTranslation();
  const docs = useQuery(helpDocumentsQuery(i18n.language));
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={t('reviewer.frame.help')}>
          <IconHelpCircle size={22} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('reviewer.frame.policyDocuments')}>
        {(docs.data ?? []).map((d) => (
          <Menu.Item
            key={d.id}
            component="a"
            href={d.link}
            {...(d.link.startsWith('/') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {d.documentName}
          </Menu.Item>
        ))}
        {(docs.data ?? []).length === 0 && <Menu.Item disabled>{t('reviewer.frame.noDocuments')}</Menu.Item>}
      </Menu.Dropdown>
    </Menu>
  );
}
