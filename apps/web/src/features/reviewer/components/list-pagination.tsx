import { Group, Pagination } from '@mantine/core';
import { usePagerFocus } from '../../../components/use-pager-focus.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { PAGE_BUTTONS, pageWindow } from '../lib/page-window.ts';

/**
 * The pages of a reviewer list, zero-based (spec 001 §9): four page buttons at a time, first
 * and last above four pages, labelled controls; nothing with one page.
 */
export function ListPagination(props: { totalPages: number; page: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  const pager = usePagerFocus<HTMLDivElement>(props.page);
  if (props.totalPages <= 1) return null;
  const edges = props.totalPages > PAGE_BUTTONS;
  const control = (name: 'first' | 'previous' | 'next' | 'last') => ({
    'aria-label': t(`reviewer.common.page.${name}`),
  });
  return (
    <Pagination.Root
      total={props.totalPages}
      value={props.page + 1}
      onChange={(p) => {
        pager.turned();
        props.onChange(p - 1);
      }}
    >
      <Group gap={8} ref={pager.ref}>
        {edges && <Pagination.First {...control('first')} />}
        <Pagination.Previous {...control('previous')} />
        {pageWindow(props.page, props.totalPages).map((p) => (
          <Pagination.Control
            key={p}
            active={p === props.page}
            aria-current={p === props.page ? 'page' : undefined}
            aria-label={t('reviewer.common.page.number', { page: p + 1 })}
            onClick={() => props.onChange(p)}
          >
            {p + 1}
          </Pagination.Control>
        ))}
        <Pagination.Next {...control('next')} />
        {edges && <Pagination.Last {...control('last')} />}
      </Group>
    </Pagination.Root>
  );
}
