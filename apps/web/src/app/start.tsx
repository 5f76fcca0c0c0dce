import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n/index.ts';
import { watchPageLeave } from '../lib/pageLifecycle.ts';
import { setupHttp } from './httpSetup.ts';
import { Root } from './Root.tsx';

/** Everything after the warm-up: languages, the HTTP client's error handling, and React. */
export function start(): void {
  initI18n();
  watchPageLeave();
  setupHttp();
  const container = document.getElementById('root');
  if (container) createRoot(container).render(<Root />);
}
