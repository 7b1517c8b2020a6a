import {
  ActionIcon,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useFocusAfterRender } from '../../../../components/use-focus-after-render.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { ListedGroup } from '../lib/staging.ts';

type Action = 'assign' | 'remove';

function CategoryList(props: {
  title: string;
  empty: string;
  groups: ListedGroup[];
  action: Action;
  canMove: boolean;
  onMove: (id: number) => void;
}) {
  const { t } = useTranslation();
  const headingId = `category-list-${props.action}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="sm">
        {props.title}
      </Title>
      {props.groups.length === 0 && (
        <Text size="sm" c="gray.7">
          {props.empty}
        </Text>
      )}
      <Stack gap="md">
        {props.groups.map((g) => (
          <div key={g.name}>
            <Text component="h4" fw={700} size="sm" c="gray.8" mb={4}>
              {g.name}
            </Text>
            <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {g.categories.map((c) => {
                const label = t(`connectsAdmin.categoryAccess.${props.action}`, { name: c.name });
                return (
                  <Group key={c.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                    {props.action === 'assign' && props.canMove && (
                      <Tooltip label={label} openDelay={300}>
                        <ActionIcon
                          variant="light"
                          aria-label={label}
                          data-move={`assign-${c.id}`}
                          onClick={() => props.onMove(c.id)}
                        >
                          <IconArrowLeft size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    <Group gap={6} style={{ flex: 1 }}>
                      <Text size="sm">{c.name}</Text>
                      {!c.authorized && (
                        <Badge size="xs" color="yellow.4" c="dark.9" variant="filled">
                          {t('connectsAdmin.categoryAccess.notAuthorized')}
                        </Badge>
                      )}
                    </Group>
                    {props.action === 'remove' && props.canMove && (
                      <Tooltip label={label} openDelay={300}>
                        <ActionIcon
                          variant="light"
                          color="red"
                          aria-label={label}
                          data-move={`remove-${c.id}`}
                          onClick={() => props.onMove(c.id)}
                        >
                          <IconArrowRight size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                );
              })}
            </Stack>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * Where the focus goes once a category has moved and its button has left: the next category of
 * the same list (the one before, for the last), so that several are moved in a row; when the list
 * is left empty, the moved category's button in the other list.
 */
function focusTargetOf(groups: ListedGroup[], action: Action, id: number): string {
  const ids = groups.flatMap((g) => g.categories.map((c) => c.id));
  const at = ids.indexOf(id);
  const next = ids[at + 1] ?? ids[at - 1];
  return next === undefined ? `${action === 'assign' ? 'remove' : 'assign'}-${id}` : `${action}-${next}`;
}

const categoryIn = (groups: ListedGroup[], id: number) => groups.flatMap((g) => g.categories).find((c) => c.id === id);

/** Assigned on the left, available on the right; each category moves across by its button. */
export function CategoryLists(props: {
  assigned: ListedGroup[];
  available: ListedGroup[];
  canMove: boolean;
  onAssign: (id: number) => void;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  const lists = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const [moved, setMoved] = useState<{ id: number; action: Action; count: number } | null>(null);
  const move = (action: Action, id: number) => {
    const target = focusTargetOf(action === 'assign' ? props.available : props.assigned, action, id);
    (action === 'assign' ? props.onAssign : props.onRemove)(id);
    setMoved((m) => ({ id, action, count: (m?.count ?? 0) + 1 }));
    focusAfterRender(() => lists.current?.querySelector<HTMLElement>(`[data-move="${target}"]`));
  };
  // Said while the category sits in the list it names.
  const landed = moved && categoryIn(moved.action === 'assign' ? props.assigned : props.available, moved.id);
  return (
    <>
      <VisuallyHidden role="status" data-testid="category-move-status">
        {moved && landed && (
          // A new node each move, so that the same words are said again.
          <span key={moved.count}>
            {t(`connectsAdmin.categoryAccess.${moved.action === 'assign' ? 'movedToAssigned' : 'movedToAvailable'}`, {
              name: landed.name,
            })}
          </span>
        )}
      </VisuallyHidden>
      <SimpleGrid ref={lists} cols={{ base: 1, md: 2 }} spacing="md">
        <CategoryList
          title={t('connectsAdmin.categoryAccess.assigned')}
          empty={t('connectsAdmin.categoryAccess.noneAssigned')}
          groups={props.assigned}
          action="remove"
          canMove={props.canMove}
          onMove={(id) => move('remove', id)}
        />
        <CategoryList
          title={t('connectsAdmin.categoryAccess.available')}
          empty={t('connectsAdmin.categoryAccess.noneAvailable')}
          groups={props.available}
          action="assign"
          canMove={props.canMove}
          onMove={(id) => move('assign', id)}
        />
      </SimpleGrid>
    </>
  );
}
