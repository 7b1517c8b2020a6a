import { Collapse, Group, Paper, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';

/** One collapsible overview card; its heading is the toggle. */
export function OverviewCard(props: { title: string; expanded: boolean; onToggle: () => void; children: ReactNode }) {
  const bodyId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={props.title}>
      <Title order={2} fz="lg">
        <UnstyledButton onClick={props.onToggle} aria-expanded={props.expanded} aria-controls={bodyId} w="100%">
          <Group justify="space-between" wrap="nowrap">
            <span>{props.title}</span>
            <IconChevronDown
              size={20}
              aria-hidden
              style={{ transform: props.expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          </Group>
        </UnstyledButton>
      </Title>
      <Collapse expanded={props.expanded} id={bodyId}>
        <div style={{ paddingTop: 12 }}>{props.children}</div>
      </Collapse>
    </Paper>
  );
}
