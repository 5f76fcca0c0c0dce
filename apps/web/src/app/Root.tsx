import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRouter } from '../router/AppRouter.tsx';
import { setFeedbackLoader } from './feedback.ts';
import { useThemeVariables } from './useThemeVariables.ts';

const FeedbackHost = lazy(() => import('./FeedbackHost.tsx'));

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
