import { PRODUCT_NAME } from '@candor/shared';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { leaveReportOnClick } from '../../lib/reporter-flags.ts';

/** The Candor mark: a speech bubble drawn as an open "C", with a steady dot of light. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="candor-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2f76c2" />
          <stop offset="1" stopColor="#133a63" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#candor-mark)" />
      <path d="M21.6 10.4a8 8 0 1 0 0 11.2" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
      <path d="M10.5 24.8 8 28l4.6-1.4" fill="#fff" />
      <circle cx="16.2" cy="16" r="2.2" fill="#7fd4c1" />
    </svg>
  );
}

export function Logo() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <UnstyledButton
      component={Link}
      to="/"
      aria-label={t('global.header.homeLink', { product: PRODUCT_NAME })}
      onClick={leaveReportOnClick(() => navigate('/'))}
    >
      <Group gap={8} wrap="nowrap">
        <LogoMark />
        <Text
          component="span"
          fw={700}
          fz={{ base: 19, sm: 22 }}
          lh={1}
          c="candor.9"
          style={{ letterSpacing: '-0.02em' }}
        >
          {PRODUCT_NAME}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
