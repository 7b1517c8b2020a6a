import { Button, Group } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../lib/lazy-component.ts';
import type { MessageFiles } from './use-message-files.ts';

// The drop zone loads when the writer asks for it: most messages carry no file.
const FileDrop = lazyComponent(
  () => import('./file-drop.tsx'),
  (m) => m.FileDrop,
);

/** A message box's files: a button that, once pressed, gives way to the drop zone. */
export function AttachFiles(props: { files: MessageFiles; label: string; buttonLabel: string; disabled: boolean }) {
  // Which sending the button opened the drop zone for: the zone drawn again after a send keeps the focus where it is.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const { files } = props;
  if (openedAt === null)
    return (
      <Group>
        <Button
          variant="default"
          leftSection={<IconPaperclip size={16} aria-hidden />}
          onClick={() => setOpenedAt(files.sent)}
          disabled={props.disabled}
        >
          {props.buttonLabel}
        </Button>
      </Group>
    );
  return (
    <Suspense fallback={null}>
      <FileDrop
        key={files.sent}
        label={props.label}
        files={files.files}
        onChange={files.pick}
        existing={files.existing}
        progress={files.progress}
        disabled={props.disabled}
        focusPicker={openedAt === files.sent}
      />
    </Suspense>
  );
}
