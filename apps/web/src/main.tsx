import { createRoot } from 'react-dom/client';
import { setupHttp } from './app/httpSetup.ts';
import { watchPageLeave } from './app/pageLifecycle.ts';
import { Root } from './app/Root.tsx';
import { initI18n } from './i18n/index.ts';
import { warmUp } from './router/warmup.ts';
import { getToken } from './session/storage.ts';
import './app/global.css';

initI18n();
watchPageLeave();
setupHttp();
// Before React renders anything: the code and first data of the addressed screen start loading now.
if (getToken()) warmUp(window.location.pathname);

const container = document.getElementById('root');
if (container) createRoot(container).render(<Root />);
