import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A spinner in place of a page whose data is not there yet. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py={96}>
      <Loader aria-label={t('global.loading')} role="status" />
    </Center>
  );
}
