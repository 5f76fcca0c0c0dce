import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { decoration } from './api.ts';
import { interceptLinks, parseLocation } from './router.ts';
import './storefront.css';

// The home page's data is asked for before React starts: every page of the shop shows its tabs.
const first = parseLocation(window.location.pathname, window.location.search);
if (first.companyKey) void decoration.home(first.companyKey).catch(() => undefined);

const container = document.getElementById('h5');
if (container) {
  interceptLinks(container);
  createRoot(container).render(<App />);
}
