import { useRef, useState } from 'react';
import { useFocusAfterRender } from './use-focus-after-render.ts';

/**
 * A list shown `step` rows at a time, each row with `FOCUS_ANCHOR`. The press of Show more that
 * shows the last rows takes the button away with the focus: the first row it showed takes it.
 */
export function useShowMore(step: number) {
  const [shown, setShown] = useState(step);
  const list = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const showMore = () => {
    const first = shown;
    setShown((n) => n + step);
    focusAfterRender(() => list.current?.querySelectorAll<HTMLElement>(':scope > [data-focus-anchor]')[first]);
  };
  return { shown, showMore, reset: () => setShown(step), list };
}
