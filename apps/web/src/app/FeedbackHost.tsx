import { App } from 'antd';
import { useEffect } from 'react';
import { bindFeedback } from './feedback.ts';
import { ThemeProvider } from './ThemeProvider.tsx';

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
