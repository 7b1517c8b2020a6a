import { COLUMN_SORT_KEYS, type SearchColumn, type TSearchResult } from '@candor/shared';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Table } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { SortState } from '../../lib/sort-state.ts';
import { ariaSortOf, SortButton } from '../sort-button.tsx';
import { SearchCell } from './search-cell.tsx';
import classes from './search-table.module.css';

/** Columns whose values read badly when broken over lines. */
const NO_WRAP = new Set(['status', 'reportId', 'priority']);
const cellClass = (column: string) => (NO_WRAP.has(column) ? classes.noWrap : undefined);

/** A column header: its drag handle, and its sort button when the column sorts. */
function Header(props: { column: string; label: string; sort: SortState; onSort: (key: string) => void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: props.column,
  });
  const key = COLUMN_SORT_KEYS[props.column as SearchColumn];
  return (
    <Table.Th
      ref={setNodeRef}
      className={classes.noWrap}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-sort={ariaSortOf(props.sort, key)}
      // Named by the column alone: each cell is read with its header, and "Move column …" is the handle's.
      aria-label={props.label}
      data-column={props.column}
    >
      <Group gap={2} wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray.7"
          size="sm"
          aria-label={t('reviewer.reportSearch.moveColumn', { column: props.label })}
          data-no-print
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={14} aria-hidden />
        </ActionIcon>
        {key ? (
          <SortButton label={props.label} column={key} sort={props.sort} onSort={props.onSort} />
        ) : (
          <span style={{ fontWeight: 700 }}>{props.label}</span>
        )}
      </Group>
    </Table.Th>
  );
}

/** The result table: sortable headers that can be dragged (mouse or keyboard) to reorder the columns. */
export function SearchTable(props: {
  rows: TSearchResult[];
  columns: string[];
  labelOf: (column: string) => string;
  sort: SortState;
  onSort: (key: string) => void;
  onColumnsChange: (columns: string[]) => void;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // What a screen reader hears while a column moves: its name and place, in the interface language.
  const say = (key: string, column: UniqueIdentifier, at: UniqueIdentifier = column) =>
    t(`reviewer.reportSearch.columnMove.${key}`, {
      column: props.labelOf(String(column)),
      position: props.columns.indexOf(String(at)) + 1,
      count: props.columns.length,
    });
  const announcements: Announcements = {
    onDragStart: ({ active }) => say('picked', active.id),
    onDragOver: ({ active, over }) => (over ? say('over', active.id, over.id) : undefined),
    onDragEnd: ({ active, over }) => say('dropped', active.id, over?.id),
    onDragCancel: ({ active }) => say('cancelled', active.id),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = props.columns.indexOf(String(active.id));
    const to = props.columns.indexOf(String(over.id));
    props.onColumnsChange(arrayMove(props.columns, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('reviewer.reportSearch.columnMove.instructions') },
      }}
    >
      <Table.ScrollContainer minWidth={1100}>
        <Table striped highlightOnHover data-testid="search-results" aria-label={t('reviewer.reportSearch.results')}>
          <Table.Thead>
            <SortableContext items={props.columns} strategy={horizontalListSortingStrategy}>
              <Table.Tr>
                {props.columns.map((c) => (
                  <Header key={c} column={c} label={props.labelOf(c)} sort={props.sort} onSort={props.onSort} />
                ))}
              </Table.Tr>
            </SortableContext>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((r) => (
              <Table.Tr key={r.referenceId}>
                {props.columns.map((c) => (
                  <Table.Td key={c} className={cellClass(c)}>
                    <SearchCell column={c} row={r} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </DndContext>
  );
}
