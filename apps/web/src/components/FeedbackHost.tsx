import { App } from 'antd';
import { useEffect } from 'react';
import { bindFeedback } from '../lib/feedback.ts';
import { ThemeProvider } from './theme/ThemeProvider.tsx';

/** Notices open below the header (64 px at most), so they never cover its buttons. */
const NOTICES_BELOW_HEADER = { top: 72 };

function FeedbackBridge() {
  const feedback = App.useApp();
  useEffect(() => bindFeedback(feedback), [feedback]);
  return null;
}

export default function FeedbackHost() {
  return (
    <ThemeProvider>
      <App component={false} notification={NOTICES_BELOW_HEADER}>
        <FeedbackBridge />
      </App>
    </ThemeProvider>
  );
}
