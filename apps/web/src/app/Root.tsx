import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { setFeedbackLoader } from '../lib/feedback.ts';
import { AppRouter } from '../router/AppRouter.tsx';
import { useThemeVariables } from './useThemeVariables.ts';

const FeedbackHost = lazy(() => import('../components/FeedbackHost.tsx'));

export function Root() {
  const [feedbackWanted, setFeedbackWanted] = useState(false);
  useThemeVariables();
  useEffect(() => setFeedbackLoader(() => setFeedbackWanted(true)), []);
  return (
    <>
      <BrowserRouter>
        <AppRouter />
      </BrowserRouter>
      {feedbackWanted && (
        <Suspense fallback={null}>
          <FeedbackHost />
        </Suspense>
      )}
    </>
  );
}
