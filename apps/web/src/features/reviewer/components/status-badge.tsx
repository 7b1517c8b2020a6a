import { statusBadge } from '@candor/shared';
import { Badge } from '@mantine/core';
import { WHOLE_BADGE } from '../../../components/whole-badge.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const COLOURS = { red: 'red.9', yellow: 'yellow.4', blue: 'blue.9', purple: 'grape.9', none: 'gray.1', grey: 'gray.7' };

/** The status badge in the spec's colours; New and Review both read New (spec 001 §3). */
export function StatusBadge({ statusId }: { statusId: number }) {
  const { t } = useTranslation();
  const { colour, label } = statusBadge(statusId);
  const dark = colour === 'yellow' || colour === 'none';
  return (
    <Badge
      color={COLOURS[colour]}
      c={dark ? 'dark.9' : 'white'}
      variant="filled"
      data-status-colour={colour}
      styles={WHOLE_BADGE}
    >
      {t(`reviewer.status.${label}`)}
    </Badge>
  );
}
