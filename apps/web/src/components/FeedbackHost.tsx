import { App } from 'antd';
import { useEffect } from 'react';
import { bindFeedback } from '../lib/feedback.ts';
import { ThemeProvider } from './theme/ThemeProvider.tsx';

function FeedbackBridge() {
  const feedback = App.useApp();
  useEffect(() => bindFeedback(feedback), [feedback]);
  return null;
}

export default function FeedbackHost() {
  return (
    <ThemeProvider>
      <App component={false}>
        <FeedbackBridge />
      </App>
    </ThemeProvider>
  );
}
