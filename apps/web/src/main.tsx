import { createRoot } from 'react-dom/client';
import { setupHttp } from './app/httpSetup.ts';
import { watchPageLeave } from './app/pageLifecycle.ts';
import { Root } from './app/Root.tsx';
import { initI18n } from './i18n/index.ts';
import './app/global.css';

initI18n();
watchPageLeave();
setupHttp();

const container = document.getElementById('root');
if (container) createRoot(container).render(<Root />);
