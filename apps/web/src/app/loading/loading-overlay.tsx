import { LIMITS } from '@candor/shared';
import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { beginLoading, useLoadingState } from './loading-store.ts';

/** The global loading overlay: it appears only once loading has lasted 200 ms. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const { active, message } = useLoadingState();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), LIMITS.loadingOverlayDelayMs);
    return () => clearTimeout(timer);
  }, [active]);
  if (!shown) return null;
  return (
    <Overlay fixed center zIndex={400} backgroundOpacity={0.35} color="#fff" blur={1}>
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader size="lg" />
        <Text fw={500}>{t(message ?? 'global.loading')}</Text>
      </Stack>
    </Overlay>
  );
}

/** Stand-in while a screen's code loads: it keeps the overlay's clock running. */
export function ScreenLoading() {
  useEffect(() => beginLoading(), []);
  return null;
}
