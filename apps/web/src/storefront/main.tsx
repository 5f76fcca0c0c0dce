import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { adoptInlineHome, catalogue, decoration } from './api.ts';
import { interceptLinks, parseLocation } from './router.ts';
import { lang } from './texts.ts';
import './storefront.css';

// The home page's data (in the HTML, else asked for) before React starts: every page shows its tabs.
adoptInlineHome();
const first = parseLocation(window.location.pathname, window.location.search);
if (first.companyKey) void decoration.home(first.companyKey).catch(() => undefined);
// A product page's data too, while its code (loaded on demand) is on its way.
if (first.route.kind === 'product')
  void catalogue.product(first.companyKey, first.route.id).catch(() => undefined);

document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
const container = document.getElementById('h5');
if (container) {
  interceptLinks(container);
  createRoot(container).render(<App />);
}
