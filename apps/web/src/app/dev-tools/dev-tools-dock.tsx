import type { QueryClient } from '@tanstack/react-query';
import { createRoot, type Root } from 'react-dom/client';
import css from './dev-tools.css?inline';
import { DevToolsPanel, type DockPosition } from './dev-tools-panel.tsx';

/** The order Ctrl+Q moves the panel through. */
const POSITIONS: readonly DockPosition[] = ['left', 'top', 'right', 'bottom'];

const dock = { visible: false, position: 'right' as DockPosition, root: null as Root | null };

function render(queryClient: QueryClient) {
  if (!dock.root) {
    // The panel's styles come with its code: no style sheet for every page to list.
    const style = document.createElement('style');
    style.textContent = css;
    const host = document.createElement('div');
    document.head.append(style);
    document.body.append(host);
    dock.root = createRoot(host);
  }
  const hide = () => toggle(queryClient);
  dock.root.render(
    dock.visible ? <DevToolsPanel queryClient={queryClient} position={dock.position} onHide={hide} /> : null,
  );
}

function toggle(queryClient: QueryClient) {
  dock.visible = !dock.visible;
  render(queryClient);
}

/** H shows or hides the panel; Q moves it to the next side of the window (a hidden panel opens there next time). */
export function command(key: 'h' | 'q', queryClient: QueryClient) {
  if (key === 'h') return toggle(queryClient);
  dock.position = POSITIONS[(POSITIONS.indexOf(dock.position) + 1) % POSITIONS.length];
  if (dock.visible) render(queryClient);
}
