import { PRODUCT_NAME } from '@candor/shared';
import { useEffect } from 'react';

/** Sets the browser tab's title for the page on screen. */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
