import { notifications } from '@mantine/notifications';
import { onAlertHeader } from './api-client.ts';
import { describeHttpError, type HttpFeedback, type MessageRef, resolveMessage } from './http-feedback.ts';
import { hasTranslation, translate } from './i18n.ts';
import { isSessionEndError } from './session/session-end.ts';

const translateRef = (ref: MessageRef) => translate(ref.key, ref.params);

/** The message of one piece of feedback in the interface language. */
export const feedbackMessage = (f: HttpFeedback) => translateRef(resolveMessage(hasTranslation, f.message, f.fallback));

/** The title and message of one piece of feedback, as one line. */
export const feedbackText = (f: HttpFeedback) =>
  f.title ? `${translateRef(f.title)}: ${feedbackMessage(f)}` : feedbackMessage(f);

/** Shows the toasts of spec 000 §8 for a failed call. */
export function notifyHttpError(error: unknown): void {
  if (isSessionEndError(error)) return;
  for (const f of describeHttpError(error)) {
    notifications.show({
      color: 'red',
      title: f.title ? translateRef(f.title) : undefined,
      message: feedbackMessage(f),
    });
  }
}

/** The failure message the spec gives a call. */
export const notifyFailure = (key: string): void => {
  notifications.show({ color: 'red', message: translate(key) });
};

/** Success alerts from the `X-Candor-Alert` response header. */
export function listenToAlertHeaders(): void {
  onAlertHeader((key, param) => {
    if (!hasTranslation(key)) return;
    notifications.show({ color: 'teal', message: translate(key, { param: param ?? '' }) });
  });
}
