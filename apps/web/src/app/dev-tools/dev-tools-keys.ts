import type { QueryClient } from '@tanstack/react-query';

/**
 * Spec 000 §2 "Other": Ctrl+H shows or hides the development-tools panel, Ctrl+Q moves it.
 * Only this listener is in every page's JavaScript; the panel's code loads on first use.
 */
export function listenForDevTools(queryClient: QueryClient) {
  addEventListener('keydown', (e) => {
    const key = e.ctrlKey && !e.altKey && e.key;
    if (key !== 'h' && key !== 'q') return;
    e.preventDefault();
    void import('./dev-tools-dock.tsx').then((dock) => dock.command(key, queryClient));
  });
}
