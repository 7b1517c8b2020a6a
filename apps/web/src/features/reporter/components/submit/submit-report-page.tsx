import { isLangKey, type TReportTemplate } from '@candor/shared';
import { Center, Container, Loader, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { usePageTitle } from '../../../../components/use-page-title.ts';
import { currentLanguage, switchLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { lazyComponent } from '../../../../lib/lazy-component.ts';
import { keepNothing, setOrganizationLanguages, setReportUnderWay } from '../../../../lib/reporter-flags.ts';
import { templateQuery } from '../../api/reporter-queries.ts';
import { emptyDraft, type ReportDraft } from '../../state/report-draft.ts';
import { readStoredDraft, readStoredOrg, type StoredOrg, storeDraft, storeOrg } from '../../state/reporter-storage.ts';
import { OrgBanner } from './org-banner.tsx';
import { preselectedCategory } from './report-steps.ts';
import type { StaffSubmitMode } from './submit-mode.ts';

// The organization search and the report form load apart: each page does without the other's code.
const OrganizationSearch = lazyComponent(
  () => import('./organization-search.tsx'),
  (m) => m.OrganizationSearch,
);
// A link naming the organization, one that cannot take a report here (both in one module), and the
// change-of-organization dialog are rare: their code loads when used.
const byLink = () => import('./organization-by-name.tsx');
const OrganizationByName = lazyComponent(byLink, (m) => m.OrganizationByName);
const RefusedTemplate = lazyComponent(byLink, (m) => m.RefusedTemplate);
const ConfirmDialog = lazyComponent(
  () => import('../../../../components/confirm-dialog.tsx'),
  (m) => m.ConfirmDialog,
);
const ReportForm = lazyComponent(
  () => import('./report-form.tsx'),
  (m) => m.ReportForm,
);

/** Forgets the organization and the draft this tab keeps: the report is left. */
const abandonReport = () => {
  storeOrg(null);
  storeDraft('', null);
};

const positiveId = (value: string | null) => {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The organization name the link gives (`org=<name>`), looked up by exact name. */
function orgNameFromLink(params: URLSearchParams): string | null {
  const org = params.get('org')?.trim();
  return org && positiveId(org) === null && !params.get('orgId') ? org : null;
}

/** A link whose `orgId` is no organization id at all (`orgId=abc`): refused as an unknown one is. */
const badOrgIdInLink = (params: URLSearchParams) => params.has('orgId') && positiveId(params.get('orgId')) === null;

/**
 * The organization the link gives by id (`orgId`, or an `org` that is a number); a link naming
 * one is looked up instead; without either, the one of this tab's report in progress.
 * `vanity="true"` selects the vanity template.
 */
function orgFromLink(params: URLSearchParams): StoredOrg | null {
  const id = positiveId(params.get('orgId')) ?? positiveId(params.get('org'));
  if (id !== null) return { orgId: id, vanity: params.get('vanity') === 'true' };
  return orgNameFromLink(params) === null && !badOrgIdInLink(params) ? readStoredOrg() : null;
}

/** Report pages mounted now (the reporter's, not the staff modes'). */
let mountedPages = 0;

/**
 * /reporter/submit-report: organization search, then the report form (spec 000 §2). The same
 * page, given a staff mode, is /hotline/submit-report and /reviewer/transcribe-report (decision 052).
 */
export function SubmitReportPage({ mode }: { mode?: StaffSubmitMode }) {
  const { t, i18n } = useTranslation();
  const pageTitle = t(mode?.titleKey ?? 'reporter.submit.button');
  // The form's step is in the title too, as the tab and a screen reader's window list show it.
  const [progress, setProgress] = useState<string | null>(null);
  usePageTitle(progress ? `${progress} · ${pageTitle}` : pageTitle);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [org, setOrg] = useState<StoredOrg | null>(() => (mode ? null : orgFromLink(params)));
  const dirty = useRef(false);
  const [orgName, setOrgName] = useState(() => orgNameFromLink(params));
  const langKey = isLangKey(i18n.language) ? i18n.language : currentLanguage();
  const vanityLink = params.get('vanity') === 'true';

  useEffect(() => {
    const lang = params.get('lang');
    if (isLangKey(lang) && lang !== currentLanguage()) switchLanguage(lang).catch((e: unknown) => console.error(e));
  }, [params]);

  useEffect(() => {
    if (mode) return;
    storeOrg(org);
    setReportUnderWay(org === null ? null : abandonReport);
    // Leaving the page abandons the report in progress; a refresh does not run this and keeps the organization.
    return () => {
      storeOrg(null);
      setReportUnderWay(null);
    };
  }, [org, mode]);
  useEffect(() => {
    if (mode) return;
    mountedPages++;
    // Leaving the page drops the draft too: the next person at this screen finds nothing. Checked
    // once React is done, so that its development double mount, and a refresh, keep it.
    return () => {
      mountedPages--;
      queueMicrotask(() => {
        if (mountedPages === 0) storeDraft('', null);
      });
    };
  }, [mode]);
  useEffect(() => {
    if (!org) mode?.onStep?.('organization');
  }, [org, mode]);

  const choose = (next: StoredOrg | null) => {
    // Edit, confirmed, clears the report (spec 000 §2): its draft goes with it.
    if (!next && !mode) storeDraft('', null);
    setOrg(next);
    setOrgName(null);
    dirty.current = false;
    if (params.size > 0 && !mode) navigate('/reporter/submit-report', { replace: true });
  };

  const Choice = mode?.OrganizationChoice;
  let content: ReactNode;
  if (org)
    content = (
      <ChosenOrganization
        key={org.orgId}
        org={org}
        langKey={langKey}
        onReset={() => choose(null)}
        mode={mode}
        dirty={dirty}
        onProgress={setProgress}
      />
    );
  else if (Choice) content = null;
  else if (badOrgIdInLink(params))
    content = <RefusedTemplate error={null} langKey={langKey} vanity={vanityLink} onClose={() => choose(null)} />;
  else
    content = orgName ? (
      <OrganizationByName
        name={orgName}
        langKey={langKey}
        vanity={vanityLink}
        onFound={(o) => choose({ orgId: o.orgId, vanity: vanityLink })}
        onNotFound={() => choose(null)}
      />
    ) : (
      <OrganizationSearch
        langKey={langKey}
        onChosen={(o) => choose({ orgId: o.orgId, vanity: false })}
        prefix={mode?.prefix}
        callout={mode?.callout?.('organization')}
      />
    );

  return (
    <Container size="md" py="xl" px="md">
      {Choice && (
        <Choice
          langKey={langKey}
          orgId={org?.orgId ?? null}
          dirty={() => dirty.current}
          onChosen={(orgId) => choose({ orgId, vanity: false })}
        />
      )}
      <Suspense fallback={<PageLoader />}>{content}</Suspense>
    </Container>
  );
}

interface ChosenOrganizationProps {
  org: StoredOrg;
  langKey: string;
  onReset: () => void;
  mode?: StaffSubmitMode;
  /** Set while text or files are entered. */
  dirty: { current: boolean };
  onProgress: (progress: string | null) => void;
}

function ChosenOrganization({ org, langKey, onReset, mode, dirty, onProgress }: ChosenOrganizationProps) {
  const { t } = useTranslation();
  const template = useQuery({
    ...templateQuery(org.orgId, langKey, org.vanity, mode?.prefix),
    meta: { httpErrors: 'local' },
    // Another language reloads the texts under the same form: what was entered, and a report
    // ID just shown once, stay on screen (spec 000 §4).
    placeholderData: keepPreviousData,
  });

  if (template.isError)
    return (
      <RefusedTemplate
        error={template.error}
        langKey={langKey}
        vanity={org.vanity}
        hotline={mode?.name === 'hotline'}
        redirect={mode?.name !== 'transcribe'}
        onClose={onReset}
      />
    );
  if (!template.data)
    return (
      <Center py="xl">
        <Loader aria-label={t('reporter.common.loading')} />
      </Center>
    );
  return (
    <TemplateForm
      key={template.data.referenceId}
      template={template.data}
      onReset={onReset}
      langKey={langKey}
      mode={mode}
      dirty={dirty}
      onProgress={onProgress}
    />
  );
}

function TemplateForm({
  template,
  onReset,
  langKey,
  mode,
  dirty,
  onProgress,
}: Omit<ChosenOrganizationProps, 'org'> & { template: TReportTemplate }) {
  const { t } = useTranslation();
  // Staff modes keep nothing in storage: the next call or letter starts empty.
  const store = mode ? () => {} : storeDraft;
  const [draft, setDraftState] = useState<ReportDraft>(() => ({
    ...emptyDraft(preselectedCategory(template)),
    ...(mode ? null : readStoredDraft(template.referenceId)),
  }));
  useEffect(() => {
    dirty.current = draft.inputStatement.trim() !== '' || draft.files.length > 0;
    // A reporter's report is under way from the organization's choice; a staff member's once something is entered.
    if (mode) setReportUnderWay(dirty.current ? keepNothing : null);
  }, [draft, dirty, mode]);
  useEffect(() => (mode ? () => setReportUnderWay(null) : undefined), [mode]);
  const [confirming, setConfirming] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const setDraft = useCallback((update: (d: ReportDraft) => ReportDraft) => setDraftState(update), []);
  const onSubmitted = useCallback(() => {
    setSubmitted(true);
    if (mode) {
      setReportUnderWay(null);
      return;
    }
    // The report ID and password on screen are never shown again: a reporter is asked before he leaves them.
    setReportUnderWay(keepNothing, 'credentials');
    storeOrg(null);
    storeDraft(template.referenceId, null);
  }, [template.referenceId, mode]);
  useEffect(() => {
    if (!submitted) store(template.referenceId, draft);
  }, [draft, submitted, template.referenceId, store]);
  useEffect(() => {
    if (mode) return;
    setOrganizationLanguages(template.supportedLanguages);
    return () => setOrganizationLanguages(null);
  }, [template.supportedLanguages, mode]);

  const edit = () => setConfirming(true);
  return (
    <Stack gap="lg">
      <OrgBanner
        template={template}
        heading={!mode?.OrganizationChoice}
        onEdit={template.vanity || submitted || mode?.OrganizationChoice ? undefined : edit}
      />
      <Suspense fallback={<PageLoader />}>
        <ReportForm
          template={template}
          langKey={isLangKey(langKey) ? langKey : 'en'}
          draft={draft}
          setDraft={setDraft}
          onSubmitted={onSubmitted}
          mode={mode}
          onProgress={onProgress}
        />
      </Suspense>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened
            title={t('reporter.changeOrg.title')}
            body={t('reporter.changeOrg.body')}
            confirmLabel={t('reporter.changeOrg.confirm')}
            cancelLabel={t('reporter.changeOrg.cancel')}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              store(template.referenceId, null);
              setDraftState(emptyDraft());
              onReset();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
