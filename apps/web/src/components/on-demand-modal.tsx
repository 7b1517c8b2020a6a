import type { ModalProps } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../lib/lazy-component.ts';

const Modal = lazyComponent(
  () => import('./mantine-modal.tsx'),
  (m) => m.Modal,
);

/**
 * Mantine's Modal, whose code (focus trap, scroll lock, transitions) loads the first time
 * the dialog opens: a page whose dialogs stay closed does not pay for them.
 */
export function OnDemandModal(props: ModalProps) {
  const [used, setUsed] = useState(props.opened);
  useEffect(() => {
    if (props.opened) setUsed(true);
  }, [props.opened]);
  if (!used && !props.opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
