/** Mantine's Modal in a module of its own, so that it loads only when a dialog opens (on-demand-modal.tsx). */
export { Modal } from '@mantine/core';
