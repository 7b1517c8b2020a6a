import { isLangKey, type TOrgSearchResult, type TReportTemplate } from '@candor/shared';
import { Center, Container, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { usePageTitle } from '../../../../components/use-page-title.ts';
import { currentLanguage, switchLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { lazyComponent } from '../../../../lib/lazy-component.ts';
import { setOrganizationLanguages, setOrganizationSelected } from '../../../../lib/reporter-flags.ts';
import { orgByNameQuery, templateQuery } from '../../api/reporter-queries.ts';
import { emptyDraft, type ReportDraft } from '../../state/report-draft.ts';
import { readStoredDraft, readStoredOrg, type StoredOrg, storeDraft, storeOrg } from '../../state/reporter-storage.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { OrgBanner } from './org-banner.tsx';
import { PhantomOrgDialog } from './phantom-org-dialog.tsx';
import { remoteSubmitUrl } from './remote-org.ts';
import { preselectedCategory } from './report-steps.ts';

// The organization search and the report form load apart: each page does without the other's code.
const OrganizationSearch = lazyComponent(
  () => import('./organization-search.tsx'),
  (m) => m.OrganizationSearch,
);
const ReportForm = lazyComponent(
  () => import('./report-form.tsx'),
  (m) => m.ReportForm,
);

const positiveId = (value: string | null) => {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The organization the link gives by id (`orgId`, or an `org` that is a number), else the one
 * of this tab's report in progress. `vanity="true"` selects the vanity template.
 */
function orgFromLink(params: URLSearchParams): StoredOrg | null {
  const id = positiveId(params.get('orgId')) ?? positiveId(params.get('org'));
  if (id !== null) return { orgId: id, vanity: params.get('vanity') === 'true' };
  return readStoredOrg();
}

/** The organization name the link gives (`org=<name>`), looked up by exact name. */
function orgNameFromLink(params: URLSearchParams): string | null {
  const org = params.get('org')?.trim();
  return org && positiveId(org) === null && !params.get('orgId') ? org : null;
}

/** /reporter/submit-report: organization search, then the report form (spec 000 §2). */
export function SubmitReportPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('reporter.submit.button'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [org, setOrg] = useState<StoredOrg | null>(() => orgFromLink(params));
  const [orgName, setOrgName] = useState(() => orgNameFromLink(params));
  const langKey = isLangKey(i18n.language) ? i18n.language : currentLanguage();

  useEffect(() => {
    const lang = params.get('lang');
    if (isLangKey(lang) && lang !== currentLanguage()) switchLanguage(lang).catch((e: unknown) => console.error(e));
  }, [params]);

  useEffect(() => {
    storeOrg(org);
    setOrganizationSelected(org !== null);
    // Leaving the page abandons the report in progress; a refresh does not run this and keeps the organization.
    return () => {
      storeOrg(null);
      setOrganizationSelected(false);
    };
  }, [org]);

  const choose = (next: StoredOrg | null) => {
    setOrg(next);
    setOrgName(null);
    if (params.size > 0) navigate('/reporter/submit-report', { replace: true });
  };

  let content: ReactNode;
  if (org) content = <ChosenOrganization org={org} langKey={langKey} onReset={() => choose(null)} />;
  else if (orgName)
    content = (
      <OrganizationByName
        name={orgName}
        langKey={langKey}
        onFound={(o) => choose({ orgId: o.orgId, vanity: params.get('vanity') === 'true' })}
        onNotFound={() => choose(null)}
      />
    );
  else
    content = (
      <Suspense fallback={<PageLoader />}>
        <OrganizationSearch langKey={langKey} onChosen={(o) => choose({ orgId: o.orgId, vanity: false })} />
      </Suspense>
    );

  return (
    <Container size="md" py="xl" px="md">
      {content}
    </Container>
  );
}

/**
 * A link naming the organization (`?org=<name>`, spec 000 §2): the exact name opens its form;
 * a remote organization sends the reporter to its own domain, a phantom one shows the
 * Invalid Org Selected dialog, and an unknown name falls back to the empty search.
 */
function OrganizationByName({
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

function ChosenOrganization({ org, langKey, onReset }: { org: StoredOrg; langKey: string; onReset: () => void }) {
  const { t } = useTranslation();
  const template = useQuery({ ...templateQuery(org.orgId, langKey, org.vanity), meta: { httpErrors: 'local' } });

  useEffect(() => {
    if (!template.isError) return;
    notifications.show({ color: 'red', message: t('feedback.orgSearch.notFound') });
    onReset();
  }, [template.isError, onReset, t]);

  if (!template.data)
    return (
      <Center py="xl">
        <Loader aria-label={t('reporter.common.loading')} />
      </Center>
    );
  return <TemplateForm key={template.data.referenceId} template={template.data} onReset={onReset} langKey={langKey} />;
}

function TemplateForm({
  template,
  onReset,
  langKey,
}: {
  template: TReportTemplate;
  onReset: () => void;
  langKey: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraftState] = useState<ReportDraft>(() => ({
    ...emptyDraft(preselectedCategory(template)),
    ...readStoredDraft(template.referenceId),
  }));
  const [confirming, setConfirming] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const setDraft = useCallback((update: (d: ReportDraft) => ReportDraft) => setDraftState(update), []);
  const onSubmitted = useCallback(() => {
    setSubmitted(true);
    storeOrg(null);
    storeDraft(template.referenceId, null);
    setOrganizationSelected(false);
  }, [template.referenceId]);
  useEffect(() => {
    if (!submitted) storeDraft(template.referenceId, draft);
  }, [draft, submitted, template.referenceId]);
  useEffect(() => {
    setOrganizationLanguages(template.supportedLanguages);
    return () => setOrganizationLanguages(null);
  }, [template.supportedLanguages]);

  const edit = () => setConfirming(true);
  return (
    <Stack gap="lg">
      <OrgBanner template={template} onEdit={template.vanity || submitted ? undefined : edit} />
      <Suspense fallback={<PageLoader />}>
        <ReportForm
          template={template}
          langKey={isLangKey(langKey) ? langKey : 'en'}
          draft={draft}
          setDraft={setDraft}
          onSubmitted={onSubmitted}
        />
      </Suspense>
      <ConfirmDialog
        opened={confirming}
        title={t('reporter.changeOrg.title')}
        body={t('reporter.changeOrg.body')}
        confirmLabel={t('reporter.changeOrg.confirm')}
        cancelLabel={t('reporter.changeOrg.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          storeDraft(template.referenceId, null);
          setDraftState(emptyDraft());
          onReset();
        }}
      />
    </Stack>
  );
}
