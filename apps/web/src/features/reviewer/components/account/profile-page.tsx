import {
  availableLanguages,
  isLangKey,
  LANGUAGE_TAGS,
  PHONE_MAX,
  PROFILE_TEXT_MAX,
  type TProfile,
} from '@candor/shared';
import {
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePageTitle } from '../../../../components/use-page-title.ts';
import { LOCALE_STORAGE_KEY, useTranslation } from '../../../../lib/i18n.ts';
import { accountQuery, useSingleSignOn } from '../../../../lib/session/session-queries.ts';
import { useSession } from '../../../../lib/session/use-session.ts';
import { insightApi, insightKeys, profileQuery } from '../../api/insight-api.ts';
import { formOf, type ProfileForm, profileChanged, updateOf } from '../../lib/profile-form.ts';

const PHONE = /^[+0-9 ()./-]*$/;

/** The free-text fields: form key and label key, in screen order. */
const TEXT_FIELDS = [
  ['title', 'jobTitle'],
  ['department', 'department'],
  ['primaryPhone', 'primaryPhone'],
  ['secondaryPhone', 'secondaryPhone'],
] as const;

/** A language change re-initialises the translations: the page loads again in the new language. */
function reloadIn(lang: string) {
  sessionStorage.setItem(LOCALE_STORAGE_KEY, lang);
  localStorage.setItem(LOCALE_STORAGE_KEY, lang);
  window.location.reload();
}

function ProfileEditor({ stored }: { stored: TProfile }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { account } = useSession();
  const singleSignOn = useSingleSignOn();
  const [form, setForm] = useState<ProfileForm>(formOf(stored));
  useEffect(() => setForm(formOf(stored)), [stored]);
  const changed = profileChanged(form, formOf(stored));
  const phoneError = (v: string) => (PHONE.test(v) ? null : t('reviewer.profile.phoneInvalid'));
  const invalid = Boolean(phoneError(form.primaryPhone) || phoneError(form.secondaryPhone));
  const save = useMutation({
    mutationFn: () => insightApi.saveProfile(updateOf(form)),
    meta: { httpErrors: 'local' },
    onSuccess: (saved) => {
      client.setQueryData(insightKeys.profile, saved);
      notifications.show({ color: 'teal', message: t('reviewer.profile.updateSuccess') });
      if (saved.preferredLanguage !== stored.preferredLanguage) reloadIn(saved.preferredLanguage);
      // The account's landing page decides where / leads (spec 001 §2).
      else client.setQueryData(accountQuery.queryKey, (a) => a && { ...a, landingPage: saved.landingPage });
    },
    onError: () => notifications.show({ color: 'red', message: t('reviewer.profile.updateFail') }),
  });
  const reset = useMutation({
    mutationFn: insightApi.resetPassword,
    meta: { httpErrors: 'local' },
    onSuccess: () => notifications.show({ color: 'teal', message: t('reviewer.profile.resetSuccess') }),
    onError: () => notifications.show({ color: 'red', message: t('reviewer.profile.resetFail') }),
  });
  const set = (k: keyof ProfileForm) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [k]: value }));
  };
  const optional = t('reviewer.profile.optional');
  const languages = availableLanguages(account?.authorities ?? null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (changed && !invalid) save.mutate();
      }}
    >
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('reviewer.profile.name')} value={stored.name} readOnly />
            <TextInput label={t('reviewer.profile.email')} value={stored.email} readOnly />
            {TEXT_FIELDS.map(([key, label]) => {
              const phone = key === 'primaryPhone' || key === 'secondaryPhone';
              return (
                <TextInput
                  key={key}
                  label={t(`reviewer.profile.${label}`)}
                  placeholder={optional}
                  type={phone ? 'tel' : 'text'}
                  value={form[key]}
                  maxLength={phone ? PHONE_MAX : PROFILE_TEXT_MAX}
                  error={phone ? phoneError(form[key]) : null}
                  onChange={set(key)}
                />
              );
            })}
            <NativeSelect
              label={t('reviewer.profile.preferredLanguage')}
              value={form.preferredLanguage}
              onChange={(e) => {
                const v = e.currentTarget.value;
                if (isLangKey(v)) setForm((f) => ({ ...f, preferredLanguage: v }));
              }}
            >
              {languages.map((lang) => (
                <option key={lang} value={lang} lang={LANGUAGE_TAGS[lang].bcp47}>
                  {LANGUAGE_TAGS[lang].name}
                </option>
              ))}
            </NativeSelect>
            <TextInput
              label={t('reviewer.profile.dashboard')}
              value={t(stored.dashboardEnabled ? 'reviewer.profile.dashboardOn' : 'reviewer.profile.dashboardOff')}
              readOnly
            />
          </SimpleGrid>
          {stored.dashboardEnabled && (
            <Radio.Group
              mt="md"
              label={t('reviewer.profile.landingPage')}
              value={form.landingPage}
              onChange={(v) => setForm((f) => ({ ...f, landingPage: v === 'DASHBOARD' ? 'DASHBOARD' : 'OVERVIEW' }))}
            >
              <Group mt="xs">
                <Radio value="OVERVIEW" label={t('reviewer.profile.landing.OVERVIEW')} />
                <Radio value="DASHBOARD" label={t('reviewer.profile.landing.DASHBOARD')} />
              </Group>
            </Radio.Group>
          )}
        </Paper>
        <Group justify={singleSignOn ? 'flex-end' : 'space-between'}>
          {!singleSignOn && (
            <Button variant="default" loading={reset.isPending} onClick={() => reset.mutate()}>
              {t('reviewer.profile.resetPassword')}
            </Button>
          )}
          <Group>
            <Button variant="default" disabled={!changed} onClick={() => setForm(formOf(stored))}>
              {t('reviewer.common.cancel')}
            </Button>
            <Button type="submit" disabled={!changed || invalid} loading={save.isPending}>
              {t('reviewer.common.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** `/reviewer/profile` (spec 001 §2, §5): the user's own fields; name and email are read-only. */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('reviewer.profile.title'));
  const profile = useQuery(profileQuery);
  return (
    <Stack gap="md" maw={880}>
      <Title order={1} fz={28}>
        {t('reviewer.profile.title')}
      </Title>
      {profile.isPending && <Loader size="sm" aria-label={t('reviewer.profile.loading')} />}
      {profile.isError && (
        <Text c="red.8" role="alert">
          {t('reviewer.profile.errorLoading')}
        </Text>
      )}
      {profile.data && <ProfileEditor stored={profile.data} />}
    </Stack>
  );
}
