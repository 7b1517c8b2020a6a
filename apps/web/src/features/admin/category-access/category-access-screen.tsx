import type { TCategoryUser, TCategoryUserPage } from '@candor/shared';
import { Alert, Badge, Button, Grid, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useLeaveGuard } from '../../../components/use-leave-guard.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { WarningBadges } from '../../../components/warning-badges.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { ORGANIZATION_WARNINGS_KEY, organizationWarningsQuery } from '../../../lib/organization-warnings.ts';
import { accountQuery } from '../../../lib/session/session-queries.ts';
import { organizationQuery } from '../api/admin-api.ts';
import { LoadFailure } from '../components/admin-widgets.tsx';
import { FirstOrganizationRedirect } from '../components/organization-users-page.tsx';
import { PhantomOrganizationRefused, refusesPhantom } from '../components/organizations-page.tsx';
import { userName } from '../lib/user-rules.ts';
import {
  authorizationsQuery,
  categoryAccessApi,
  categoryAccessKeys,
  organizationCategoriesQuery,
  userCategoriesQuery,
} from './api/category-access-api.ts';
import { CategoryLists } from './components/category-lists.tsx';
import { UserList, UserStatusBadge } from './components/user-list.tsx';
import { deactivated, saveErrorKey } from './lib/save-error.ts';
import { heldOf, saveBlock, splitLists } from './lib/staging.ts';

const K = 'connectsAdmin.categoryAccess';
const _pagePath = (orgId: number) => `/connects-admin/organization/${orgId}/category-access`;

/**
 * Why a user's categories are shown without moves: his own are another administrator's to change
 * (decision 098), and another organization's user is changed on that organization's page.
 */
function readOnlyOf(user: TCategoryUser | null, signedInId: number | null | undefined, orgId: number) {
  if (!user) return null;
  if (user.id === signedInId) return { key: `${K}.errorOwnCategories` };
  if (user.primaryOrganizationId === orgId) return null;
  const params = { name: userName(user), organization: user.primaryOrganizationName ?? '' };
  return { key: `${K}.otherOrganization`, params };
}

/**
 * `/connects-admin/organization/{organizationId}/category-access` (and the variants without an
 * organization, which go to the first one): a user's categories, moved between the assigned and
 * available lists and saved together (spec 002 §2 "Category access").
 */
export default function CategoryAccessScreen({ connectsAdmin }: { connectsAdmin: boolean }) {
  const { organizationId } = useParams();
  const orgId = Number(organizationId);
  if (!organizationId || !Number.isInteger(orgId) || orgId <= 0)
    return <FirstOrganizationRedirect page="category-access" />;
  return <CategoryAccess key={orgId} orgId={orgId} connectsAdmin={connectsAdmin} />;
}

function CategoryAccess({ orgId, connectsAdmin }: { orgId: number; connectsAdmin: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  usePageTitle(t(`${K}.title`));
  const queryClient = useQueryClient();
  const signedIn = useQuery(accountQuery).data;
  const [user, setUser] = useState<TCategoryUser | null>(null);
  const [staged, setStaged] = useState<Set<number>>(new Set());
  const [saveError, setSaveError] = useState<string | null>(null);

  const orgCategories = useQuery(organizationCategoriesQuery(orgId, lang));
  const organization = useQuery(organizationQuery(orgId, lang));
  const authorizations = useQuery(authorizationsQuery(orgId));
  const warnings = useQuery(organizationWarningsQuery(lang));
  const userCategories = useQuery({ ...userCategoriesQuery(user?.id ?? 0, orgId, lang), enabled: user !== null });

  const held = useMemo(() => heldOf(userCategories.data ?? []), [userCategories.data]);
  // Whatever the server says the user holds is the starting point of the moves.
  useEffect(() => setStaged(new Set(held.keys())), [held]);

  // Another user, chosen with moves unsaved, is asked about first: the moves would be lost.
  const [pendingUser, setPendingUser] = useState<TCategoryUser | null>(null);
  const open = (u: TCategoryUser) => {
    setSaveError(null);
    setStaged(new Set());
    setUser(u);
  };

  // Bumped when the moves end (saved or cancelled): the lists start afresh, saying nothing of them.
  const [movesEnded, setMovesEnded] = useState(0);

  // The user saved is the mutation's own: the screen cannot change users while it saves.
  const save = useMutation({
    mutationFn: (target: TCategoryUser) => categoryAccessApi.save(target.id, orgId, [...staged], [...held.keys()]),
    meta: { httpErrors: 'local' },
    onSuccess: (groups, target) => {
      setSaveError(null);
      setMovesEnded((n) => n + 1);
      queryClient.setQueryData(userCategoriesQuery(target.id, orgId, lang).queryKey, groups);
      void queryClient.invalidateQueries({ queryKey: categoryAccessKeys.all, refetchType: 'active' });
      void queryClient.invalidateQueries({ queryKey: ORGANIZATION_WARNINGS_KEY });
    },
    onError: async (error, target) => {
      setSaveError(saveErrorKey(error));
      if (!deactivated(error)) return;
      // Deactivated since the list was read (in another tab): the list, badge and Save rules catch up.
      await queryClient.invalidateQueries({ queryKey: categoryAccessKeys.users(orgId), refetchType: 'all' });
      const fresh = queryClient
        .getQueriesData<TCategoryUserPage>({ queryKey: categoryAccessKeys.users(orgId) })
        .flatMap(([, page]) => page?.content ?? [])
        .find((u) => u.id === target.id);
      if (fresh) setUser(fresh);
    },
  });

  const cancel = async () => {
    setSaveError(null);
    const reloaded = await userCategories.refetch();
    setStaged(new Set(heldOf(reloaded.data ?? []).keys()));
    setMovesEnded((n) => n + 1);
  };

  const lists = splitLists(orgCategories.data ?? [], held, staged);
  const readOnly = readOnlyOf(user, signedIn?.id, orgId);
  const readOnlyReason = readOnly && t(readOnly.key, readOnly.params);
  const canMove = user !== null && readOnlyReason === null && userCategories.isSuccess;
  const block = saveBlock({
    user: user && { id: user.id, active: user.active },
    held,
    staged,
    authorizations: authorizations.data ?? [],
  });
  const blocked = block !== null || !canMove || save.isPending;
  const reason = block;
  const dirty = block !== 'noChanges' && block !== 'noUserSelected';
  // A save under way keeps the moves: leaving then discards nothing.
  const leaveGuard = useLeaveGuard(dirty && !save.isPending);
  const select = (u: TCategoryUser) => {
    if (u.id === user?.id || save.isPending) return;
    if (dirty) setPendingUser(u);
    else open(u);
  };
  const ownWarnings = (warnings.data ?? []).filter((w) => w.organizationId === orgId);
  const move = (id: number, on: boolean) => {
    setSaveError(null);
    setStaged((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  if (organization.isError)
    return <LoadFailure error={organization.error} fallback="connectsAdmin.actions.getOrganization.error" />;
  // Nothing of the screen shows before the organization is known to be the administrator's.
  if (organization.isPending) return <PageLoader />;
  if (refusesPhantom(organization.data, connectsAdmin)) return <PhantomOrganizationRefused />;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <div>
          <Title order={1} size="h2">
            {t(`${K}.title`)}
          </Title>
          {/* Which organization's users and categories these are (spec 002 §2). */}
          <Text c="gray.7" data-testid="category-access-organization">
            {organization.data?.name}
          </Text>
        </div>
        <WarningBadges warnings={ownWarnings} />
      </Group>
      {orgCategories.isError && <Alert color="red">{t(`${K}.errorLoadingAvailableCategories`)}</Alert>}
      {authorizations.isError && <Alert color="red">{t(`${K}.errorLoadingAuthorizations`)}</Alert>}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="category-access-users">
            <Title order={2} size="h4" id="category-access-users" mb="sm">
              {t(`${K}.users`)}
            </Title>
            <UserList orgId={orgId} selectedId={user?.id ?? null} onSelect={select} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {!user ? (
            <Paper withBorder p="xl" radius="md">
              <Text c="gray.7">{t(`${K}.selectUser`)}</Text>
            </Paper>
          ) : (
            <Stack gap="md" component="section" aria-labelledby="category-access-user">
              <Group gap="sm">
                <Title order={2} size="h3" id="category-access-user">
                  {t(`${K}.selectedUser`, { name: userName(user) })}
                </Title>
                <UserStatusBadge status={user.userStatus} />
                {/* A live region from the start: the first move is said ("Unsaved changes"), not only drawn. */}
                <span role="status">
                  {dirty && (
                    <Badge color="blue.9" variant="outline">
                      {t(`${K}.unsaved`)}
                    </Badge>
                  )}
                </span>
              </Group>
              {readOnlyReason && (
                <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
                  {readOnlyReason}
                </Alert>
              )}
              {userCategories.isError && <Alert color="red">{t(`${K}.errorLoadingUserCategories`)}</Alert>}
              {saveError && (
                <Alert color="red" role="alert">
                  {t(saveError)}
                </Alert>
              )}
              {userCategories.isPending ? (
                <PageLoader />
              ) : (
                <CategoryLists
                  key={`${user.id}-${movesEnded}`}
                  assigned={lists.assigned}
                  available={lists.available}
                  canMove={canMove}
                  onAssign={(id) => move(id, true)}
                  onRemove={(id) => move(id, false)}
                />
              )}
            </Stack>
          )}
          <ConfirmDialog
            opened={pendingUser !== null}
            title={t(`${K}.discardTitle`)}
            body={t(`${K}.discardText`, { name: user ? userName(user) : '' })}
            confirmLabel={t(`${K}.discardConfirm`)}
            cancelLabel={t(`${K}.keepEditing`)}
            onCancel={() => setPendingUser(null)}
            onConfirm={() => {
              if (pendingUser) open(pendingUser);
              setPendingUser(null);
            }}
          />
          <ConfirmDialog
            opened={leaveGuard.leaving !== null}
            title={t(`${K}.discardTitle`)}
            body={t(`${K}.leaveText`, { name: user ? userName(user) : '' })}
            confirmLabel={t(`${K}.discardConfirm`)}
            cancelLabel={t(`${K}.keepEditing`)}
            onCancel={leaveGuard.stay}
            onConfirm={leaveGuard.leave}
          />
          <SaveBar
            reason={reason}
            blocked={blocked}
            saving={save.isPending}
            canCancel={user !== null}
            onSave={() => user && save.mutate(user)}
            onCancel={cancel}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Save and Cancel; a refused Save says why in its tooltip and, for the two rules, beside it too. */
function SaveBar(props: {
  reason: string | null;
  blocked: boolean;
  saving: boolean;
  canCancel: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const rule = props.reason === 'defaultCategoryWarning' || props.reason === 'deactivatedUserWarning';
  return (
    <Stack gap={6} mt="md" align="flex-end">
      <Group justify="flex-end">
        <Button variant="default" disabled={!props.canCancel} onClick={props.onCancel}>
          {t(`${K}.cancel`)}
        </Button>
        {/* Always inside its tooltip: a button that moved in or out of it would lose the focus. */}
        <Tooltip
          label={props.reason ? t(`${K}.${props.reason}`) : ''}
          disabled={!props.reason}
          events={{ hover: true, focus: true, touch: true }}
        >
          {/* Not loading while it saves: a disabled button would drop the keyboard's focus. */}
          <Button
            data-disabled={props.blocked || undefined}
            aria-disabled={props.blocked}
            aria-busy={props.saving}
            aria-describedby={rule ? 'category-access-save-reason' : undefined}
            onClick={(e) => {
              if (props.blocked) e.preventDefault();
              else props.onSave();
            }}
          >
            {t(`${K}.save`)}
          </Button>
        </Tooltip>
      </Group>
      {rule && (
        <Text id="category-access-save-reason" size="sm" c="red.9">
          {t(`${K}.${props.reason}`)}
        </Text>
      )}
    </Stack>
  );
}
