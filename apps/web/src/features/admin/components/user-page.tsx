import {
  ACTIONS_BY_STATUS,
  AUTHORITIES,
  availableLanguages,
  LANGUAGE_TAGS,
  LANGUAGES,
  type LangKey,
  type TAdminUser,
  type TUserForm,
  USER_ACTION_KEYS,
  type UserAction,
  type UserType,
} from '@candor/shared';
import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Ref, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { busyProps } from '../../../components/keep-focus.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useFocusAfterRender } from '../../../components/use-focus-after-render.ts';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { accountQuery, useSingleSignOn } from '../../../lib/session/session-queries.ts';
import { adminApi, adminKeys, organizationQuery, userQuery } from '../api/admin-api.ts';
import { userPath, usersPath } from '../lib/admin-paths.ts';
import { canSave, type ErrorKey, errorKeysOf, fieldsOf, type UserField, userName } from '../lib/user-rules.ts';
import { ErrorKeys, LoadFailure, UserStatusBadge, useErrorText } from './admin-widgets.tsx';
import { PhantomOrganizationRefused } from './organizations-page.tsx';

export type UserPageMode = 'VIEW' | 'EDIT' | 'NEW';

interface Where {
  /** The organization of the page; null on the admin-user pages. */
  organizationId: number | null;
  /** Whether the signed-in administrator is a connects admin (fixed type CONNECTS_ADMIN). */
  connectsAdmin: boolean;
}

const EMPTY: TUserForm = {
  login: '',
  email: '',
  firstName: '',
  lastName: '',
  langKey: 'en',
  // Chosen by the creator (spec 002 §5: Save needs a type); a connects admin's is fixed.
  userType: null,
  programAdmin: false,
  primaryOrganizationId: null,
};

/** The languages a user may use (spec 002 §9), by his roles: a new connects admin's, English only. */
const languagesOf = (type: UserType | null, authorities: readonly string[] | undefined): readonly LangKey[] =>
  availableLanguages(authorities ?? (type === 'CONNECTS_ADMIN' ? [AUTHORITIES.CONNECTS_ADMIN] : [AUTHORITIES.USER]));

const formOf = (u: TAdminUser): TUserForm => ({
  login: u.login,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  // A language stored before the rule stays until changed: the server checks it only then.
  langKey: (LANGUAGES as readonly string[]).includes(u.langKey) ? (u.langKey as TUserForm['langKey']) : 'en',
  userType: u.userType as UserType | null,
  programAdmin: u.programAdmin,
  primaryOrganizationId: u.primaryOrganizationId,
});

/** The failure message of each action (spec 002 §8 names those of reset password and unlock). */
const ACTION_FAILED: Record<UserAction, string> = {
  activate: 'connectsAdmin.actions.saveUser.error',
  deactivate: 'connectsAdmin.actions.saveUser.error',
  'reset-password': 'connectsAdmin.actions.resetPassword.error',
  unlock: 'connectsAdmin.actions.unlock.error',
};

function UserForm(props: {
  form: TUserForm;
  onChange: (f: TUserForm) => void;
  readOnly: boolean;
  typeChoice: boolean;
  /** The user's roles; none while he is being created. */
  authorities?: readonly string[];
  /** The first field, which takes the focus when Edit is pressed. */
  firstField?: Ref<HTMLInputElement>;
  /** The server's errors, each also shown under the field it is about. */
  errors: readonly ErrorKey[];
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { form, onChange, readOnly } = props;
  const fieldErrors = fieldsOf(props.errors);
  const field = (name: UserField) => (
    <TextInput
      ref={name === 'login' ? props.firstField : undefined}
      label={t(`connectsAdmin.user.fields.${name}`)}
      value={form[name]}
      readOnly={readOnly}
      required={!readOnly}
      error={fieldErrors[name] && errorText(fieldErrors[name])}
      onChange={(e) => onChange({ ...form, [name]: e.currentTarget.value })}
      variant={readOnly ? 'filled' : 'default'}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {field('login')}
      {field('email')}
      {field('firstName')}
      {field('lastName')}
      <Select
        label={t('connectsAdmin.user.fields.langKey')}
        data={[...new Set([...languagesOf(form.userType, props.authorities), form.langKey ?? 'en'])].map((l) => ({
          value: l,
          label: LANGUAGE_TAGS[l].name,
        }))}
        value={form.langKey}
        readOnly={readOnly}
        variant={readOnly ? 'filled' : 'default'}
        allowDeselect={false}
        onChange={(v) => v && onChange({ ...form, langKey: v as TUserForm['langKey'] })}
      />
      {props.typeChoice ? (
        <Select
          label={t('connectsAdmin.user.fields.userType')}
          data={(['MASTER_REVIEWER', 'DELEGATE'] as const).map((v) => ({
            value: v,
            label: t(`connectsAdmin.userType.${v}`),
          }))}
          value={form.userType}
          readOnly={readOnly}
          required={!readOnly}
          variant={readOnly ? 'filled' : 'default'}
          allowDeselect={false}
          onChange={(v) => v && onChange({ ...form, userType: v as UserType })}
        />
      ) : (
        <TextInput
          label={t('connectsAdmin.user.fields.userType')}
          value={t(form.userType ? `connectsAdmin.userType.${form.userType}` : 'connectsAdmin.userType.none')}
          readOnly
          variant="filled"
        />
      )}
      {props.typeChoice && (
        <Checkbox
          label={t('connectsAdmin.user.fields.programAdmin')}
          checked={form.programAdmin ?? false}
          disabled={readOnly}
          onChange={(e) => onChange({ ...form, programAdmin: e.currentTarget.checked })}
        />
      )}
    </SimpleGrid>
  );
}

/** The user page (spec 002 §2): VIEW with the actions of the user's status, EDIT, and NEW. */
export function UserPage({ legacyUserId, ...where }: Where & { legacyUserId: string | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const existing = useQuery({ ...userQuery(legacyUserId ?? ''), enabled: legacyUserId !== null });
  const signedIn = useQuery(accountQuery).data;
  const singleSignOn = useSingleSignOn();
  const isNew = legacyUserId === null;
  // A new user's organization is checked before the form opens: one out of reach, or one that
  // only groups others, is refused here rather than on Save.
  const organization = useQuery({
    ...organizationQuery(where.organizationId ?? 0, i18n.language),
    enabled: isNew && where.organizationId !== null,
  });
  const [mode, setMode] = useState<UserPageMode>(isNew ? 'NEW' : 'VIEW');
  const [draft, setDraft] = useState<TUserForm | null>(null);
  const [errors, setErrors] = useState<ReturnType<typeof errorKeysOf>>([]);
  const focusAfterRender = useFocusAfterRender();
  const firstField = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const statusBadge = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState(false);
  const confirmed = useRef(false);
  /** Back to VIEW: Edit, which replaced the Save and Cancel that had the focus, takes it. */
  const view = () => {
    setMode('VIEW');
    focusAfterRender(() => editButton.current);
  };
  const back = where.organizationId === null ? '/connects-admin/admin-users' : usersPath(where.organizationId);
  const user = existing.data;
  // A connects admin creates connects admins; the type of an existing user shows what it is, and
  // a user without one (his roles decide) keeps none.
  const typeless = !isNew && user?.userType === null;
  // Nobody chooses his own type: another administrator decides it.
  const own = !isNew && user !== undefined && user.id === signedIn?.id;
  const typeChoice = isNew ? !where.connectsAdmin : user?.userType !== 'CONNECTS_ADMIN' && !typeless && !own;
  const base = isNew
    ? {
        ...EMPTY,
        primaryOrganizationId: where.organizationId,
        ...(where.connectsAdmin ? { userType: 'CONNECTS_ADMIN' as const } : {}),
      }
    : user && formOf(user);
  const form = draft ?? base;
  usePageTitle(isNew ? t('connectsAdmin.user.titleNew') : user ? userName(user) : undefined);

  const refresh = async (updated: TAdminUser | null) => {
    if (updated) client.setQueryData(adminKeys.user(updated.legacyUserId), updated);
    await client.invalidateQueries({ queryKey: [...adminKeys.all, 'users'] });
    await client.invalidateQueries({ queryKey: [...adminKeys.all, 'admin-users'] });
  };
  const save = useMutation({
    meta: { httpErrors: 'local' },
    mutationFn: (f: TUserForm) => (isNew ? adminApi.createUser(f) : adminApi.updateUser(user!.id, f)),
    onSuccess: async (result) => {
      setErrors([]);
      setDraft(null);
      await refresh(result.updatedUser);
      if (isNew && result.updatedUser) navigate(userPath(where.organizationId, result.updatedUser.legacyUserId));
      else view();
    },
    onError: (e) => setErrors(errorKeysOf(e)),
  });
  const act = useMutation({
    meta: { httpErrors: 'local' },
    mutationFn: (action: UserAction) => adminApi.act(user!.id, action),
    onSuccess: async (result) => {
      setErrors([]);
      await refresh(result.updatedUser);
      // A new status brings other buttons, and the pressed one leaves: the badge, which says the
      // new status, takes the focus. A button that stays (Reset password) keeps it.
      if (result.updatedUser && result.updatedUser.userStatus !== user?.userStatus)
        focusAfterRender(() => statusBadge.current);
    },
    onError: (e, action) => setErrors(errorKeysOf(e, ACTION_FAILED[action])),
  });

  const resetTwoFactor = useMutation({
    meta: { httpErrors: 'local' },
    mutationFn: () => adminApi.resetTwoFactor(user!.id),
    onSuccess: async (result) => {
      setErrors([]);
      await refresh(result.updatedUser);
      // Its button leaves with the enrolment: the badge takes the focus, as after a status action.
      focusAfterRender(() => statusBadge.current);
    },
    onError: (e) => setErrors(errorKeysOf(e, 'connectsAdmin.actions.resetTwoFactor.error')),
  });

  if (!isNew && existing.isPending) return <PageLoader />;
  if (!isNew && existing.isError)
    return <LoadFailure error={existing.error} fallback="connectsAdmin.actions.getUser.error" />;
  if (organization.isError)
    return <LoadFailure error={organization.error} fallback="connectsAdmin.actions.getOrganization.error" />;
  if (organization.isLoading) return <PageLoader />;
  // Nobody adds a user to an organization that only groups others, a connects admin included.
  if (organization.data?.phantom) return <PhantomOrganizationRefused />;
  if (!form) return null;
  // The platform administrator is changed only by one (decision 084): a connects admin may view,
  // unlock him and reset his two-step verification.
  const changeable =
    !user?.authorities.includes(AUTHORITIES.ADMIN) || !!signedIn?.authorities.includes(AUTHORITIES.ADMIN);
  const status = user?.userStatus;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} fz={26}>
          {isNew ? t('connectsAdmin.user.titleNew') : user && userName(user)}
        </Title>
        <Button variant="subtle" component={Link} to={back} leftSection={<IconArrowLeft size={16} />}>
          {t('connectsAdmin.common.back')}
        </Button>
      </Group>
      {user && (
        <Group gap="xs">
          <UserStatusBadge status={status} ref={statusBadge} />
          <Text size="sm" c="gray.7">
            {t('connectsAdmin.user.legacyUserId', { id: user.legacyUserId })}
          </Text>
          {user.programAdmin && <Text size="sm">{t('connectsAdmin.user.fields.programAdmin')}</Text>}
        </Group>
      )}
      <ErrorKeys errors={errors} />
      <Paper withBorder p="md" radius="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            // A second press while it saves is ignored: Save stays enabled, to keep the focus.
            if (mode !== 'VIEW' && canSave(form, typeless) && !save.isPending) save.mutate(form);
          }}
        >
          <Stack>
            <UserForm
              form={form}
              onChange={setDraft}
              readOnly={mode === 'VIEW'}
              typeChoice={typeChoice}
              authorities={user?.authorities}
              firstField={firstField}
              errors={errors}
            />
            {/* Keyed: the Edit button must not become the Save (submit) button inside its own click. */}
            {mode === 'VIEW' ? (
              <Group key="view">
                {status !== 'ERROR' && changeable && (
                  <Button
                    ref={editButton}
                    variant="light"
                    leftSection={<IconPencil size={16} />}
                    onClick={() => {
                      setMode('EDIT');
                      focusAfterRender(() => firstField.current);
                    }}
                  >
                    {t('connectsAdmin.user.edit')}
                  </Button>
                )}
                {status &&
                  ACTIONS_BY_STATUS[status]
                    .filter((a) => changeable || a === 'unlock')
                    .filter((a) => !(a === 'deactivate' && own))
                    .filter((a) => !(a === 'reset-password' && singleSignOn))
                    .map((a) => (
                      <Button
                        key={a}
                        variant="outline"
                        {...busyProps(act.isPending && act.variables === a)}
                        onClick={() => !act.isPending && act.mutate(a)}
                      >
                        {t(`connectsAdmin.user.actions.${USER_ACTION_KEYS[a]}`)}
                      </Button>
                    ))}
                {/* A connects admin may have a user enrol his authenticator again (decision 049); the provider's MFA replaces it (075). */}
                {where.connectsAdmin && !singleSignOn && user?.twoFactorEnrolled && status !== 'ERROR' && (
                  <Button
                    variant="outline"
                    {...busyProps(resetTwoFactor.isPending)}
                    onClick={() => !resetTwoFactor.isPending && setAsking(true)}
                  >
                    {t('connectsAdmin.user.actions.resetTwoFactor')}
                  </Button>
                )}
              </Group>
            ) : (
              <Group key="edit">
                <Button type="submit" disabled={!canSave(form, typeless)} {...busyProps(save.isPending)}>
                  {t('connectsAdmin.user.save')}
                </Button>
                <Button
                  variant="default"
                  onClick={() => {
                    setDraft(null);
                    setErrors([]);
                    if (isNew) navigate(back);
                    else view();
                  }}
                >
                  {t('connectsAdmin.user.cancel')}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Paper>
      {user && (
        <ConfirmDialog
          opened={asking}
          title={t('connectsAdmin.user.actions.resetTwoFactor')}
          body={t('connectsAdmin.user.confirm.resetTwoFactor', { name: userName(user) })}
          confirmLabel={t('connectsAdmin.user.actions.resetTwoFactor')}
          cancelLabel={t('connectsAdmin.user.cancel')}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            confirmed.current = true;
            setAsking(false);
          }}
          // Run once the focus is back on the pressed button, so that the status can take it from there.
          onClosed={() => {
            if (!confirmed.current) return;
            confirmed.current = false;
            resetTwoFactor.mutate();
          }}
        />
      )}
    </Stack>
  );
}
