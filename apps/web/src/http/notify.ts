import { ERROR_DURATION_MS, NOTIFY_DURATION_MS } from '@hh/shared';
import { withFeedback } from '../lib/feedback.ts';

const seconds = (ms: number): number => ms / 1000;

export function notifyError(text: string, durationMs: number = ERROR_DURATION_MS): void {
  withFeedback((feedback) => feedback.notification.error({ title: text, duration: seconds(durationMs) }));
}

export function notifySuccess(text: string): void {
  withFeedback((feedback) =>
    feedback.message.success({ content: text, duration: seconds(NOTIFY_DURATION_MS) }),
  );
}
