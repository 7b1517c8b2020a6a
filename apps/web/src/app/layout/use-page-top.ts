import { useEffect } from 'react';
import { useNavigationType } from 'react-router';

/** A page opened by a link or a redirect starts at its top; Back and Forward leave the scrolling to the browser. */
export function usePageTop(pathname: string) {
  const navigation = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is what it runs for
  useEffect(() => {
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
}
