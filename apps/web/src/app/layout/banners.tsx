import { type BannerKind, bannersHiddenOn, type TApplicationMessages } from '@candor/shared';
import { CloseButton, Container, Group, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { apiJson } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { isReporter, type Session } from '../../lib/session/use-session.ts';
import { bannerText, closeBanner, timedBannerUser, useBannerClosed } from './banner-state.ts';
import classes from './banners.module.css';

/** Anonymous visitors read the banners from the reporting API, signed-in users from the case-management API. */
const messagesQuery = (authenticated: boolean) =>
  queryOptions({
    queryKey: ['application-messages', authenticated ? 'api' : 'reporterapi'],
    queryFn: () => apiJson<TApplicationMessages>(`${authenticated ? 'api' : 'reporterapi'}/application-messages`),
    staleTime: 5 * 60_000,
    meta: { httpErrors: 'log' },
  });

function Banner({ kind, text, english, timed }: { kind: BannerKind; text: string; english: boolean; timed: boolean }) {
  const { t } = useTranslation();
  const closed = useBannerClosed(kind, timed);
  if (closed || !text) return null;
  return (
    <section className={classes.banner} data-kind={kind} aria-label={t(`global.banner.${kind}Label`)}>
      <Container size="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start" py={10}>
          <IconSpeakerphone size={20} aria-hidden className={classes.icon} />
          <Text size="sm" className={classes.text} lang={english ? 'en' : undefined}>
            {text}
          </Text>
          <CloseButton
            size="sm"
            variant="transparent"
            className={classes.close}
            aria-label={t('global.banner.close')}
            onClick={() => closeBanner(kind, timed)}
          />
        </Group>
      </Container>
    </section>
  );
}

/** Top or bottom announcement banner (spec 000 §4 "Banners"). */
export function AnnouncementBanner({ kind, session }: { kind: BannerKind; session: Session }) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const authenticated = session.status === 'authenticated';
  const hidden = session.status === 'loading' || bannersHiddenOn(pathname) || isReporter(session.account);
  const { data } = useQuery({ ...messagesQuery(authenticated), enabled: !hidden });
  if (hidden || !data) return null;
  const { text, english } = bannerText(kind === 'top' ? data.topBanner : data.bottomBanner, i18n.language);
  return <Banner kind={kind} text={text} english={english} timed={timedBannerUser(session.account)} />;
}
