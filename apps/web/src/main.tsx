import { configureHttp } from './http/client.ts';
import { getToken } from './session/storage.ts';
import './app/global.css';

// The entry stays small: with a token, the addressed screen's code and first data start loading
// before the app's own code (React, languages, the router) has downloaded and run.
if (getToken()) {
  configureHttp({ getToken, onError: () => undefined });
  void import('./router/warmup.ts').then(({ warmUp }) => warmUp(window.location.pathname));
}
void import('./app/start.tsx').then(({ start }) => start());
