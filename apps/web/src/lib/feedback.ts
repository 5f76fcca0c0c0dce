import type { App } from 'antd';

export type Feedback = ReturnType<typeof App.useApp>;

let current: Feedback | null = null;
let waiting: ((feedback: Feedback) => void)[] = [];
let requestHost: (() => void) | null = null;

export function bindFeedback(feedback: Feedback): void {
  current = feedback;
  const pending = waiting;
  waiting = [];
  for (const use of pending) use(feedback);
}

export function setFeedbackLoader(load: () => void): void {
  requestHost = load;
  if (waiting.length > 0) load();
}

export function withFeedback(use: (feedback: Feedback) => void): void {
  if (current) {
    use(current);
    return;
  }
  waiting.push(use);
  requestHost?.();
}
