import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../lib/i18n.ts';

/** A spinner in place of a page whose data is not there yet. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py={96}>
      <Loader aria-label={t('global.loading')} role="status" />
    </Center>
  );
}
