import { Group, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { SortState } from '../lib/sort-state.ts';

/** The header cell's `aria-sort`: only the column the list is sorted by says its direction. */
export const ariaSortOf = (sort: SortState, column: string | undefined) =>
  column !== undefined && sort.column === column ? (sort.direction === 'desc' ? 'descending' : 'ascending') : undefined;

/** A column's sort button, as wide as its header cell: its label, with an arrow on the column the list is sorted by. */
export function SortButton(props: {
  label: string;
  column: string;
  sort: SortState;
  onSort: (column: string) => void;
}) {
  const Arrow = props.sort.direction === 'desc' ? IconArrowDown : IconArrowUp;
  return (
    <UnstyledButton onClick={() => props.onSort(props.column)} fw={700} fz="sm" w="100%">
      <Group gap={4} wrap="nowrap">
        {props.label}
        {props.sort.column === props.column && <Arrow size={14} aria-hidden />}
      </Group>
    </UnstyledButton>
  );
}
