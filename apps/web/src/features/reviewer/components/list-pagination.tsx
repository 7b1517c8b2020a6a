import { Pagination } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n.ts';

/** The pages of a reviewer list, zero-based, with labelled controls; nothing with one page. */
export function ListPagination(props: { totalPages: number; page: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  if (props.totalPages <= 1) return null;
  return (
    <Pagination
      total={props.totalPages}
      value={props.page + 1}
      onChange={(p) => props.onChange(p - 1)}
      siblings={1}
      boundaries={1}
      withEdges={props.totalPages > 4}
      getControlProps={(control) => ({ 'aria-label': t(`reviewer.common.page.${control}`) })}
      getItemProps={(p) => ({ 'aria-label': t('reviewer.common.page.number', { page: p }) })}
    />
  );
}
