import { notifications } from '@mantine/notifications';
import { onAlertHeader } from './api-client.ts';
import { describeHttpError, type MessageRef, resolveMessage } from './http-feedback.ts';
import { i18next } from './i18n.ts';

const translate = (ref: MessageRef) => i18next.t(ref.key, ref.params ?? {});
const exists = (key: string) => i18next.exists(key);

/** Shows the toasts of spec 000 §8 for a failed call. */
export function notifyHttpError(error: unknown): void {
  for (const f of describeHttpError(error)) {
    notifications.show({
      color: 'red',
      title: f.title ? translate(f.title) : undefined,
      message: translate(resolveMessage(exists, f.message, f.fallback)),
    });
  }
}

/** Success alerts from the `X-Candor-Alert` response header. */
export function listenToAlertHeaders(): void {
  onAlertHeader((key, param) => {
    if (!exists(key)) return;
    notifications.show({ color: 'teal', message: i18next.t(key, { param: param ?? '' }) });
  });
}
