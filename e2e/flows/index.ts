import type { Flow } from '../lib/harness.ts';
import { languageFlow } from './language.ts';
import { loginFlow } from './login.ts';
import { logoutFlow } from './logout.ts';
import { mobileFlow } from './mobile.ts';
import { redirectFlow } from './redirect.ts';
import { screenshotsFlow } from './screenshots.ts';
import { searchFlow } from './search.ts';
import { settingsFlow } from './settings.ts';
import { sidebarFlow } from './sidebar.ts';
import { sizeFlow } from './size.ts';
import { storeFlow } from './store.ts';
import { tabsFlow } from './tabs.ts';
import { unauthorizedFlow } from './unauthorized.ts';

export const flows: Flow[] = [
  loginFlow,
  redirectFlow,
  storeFlow,
  sidebarFlow,
  tabsFlow,
  searchFlow,
  languageFlow,
  sizeFlow,
  settingsFlow,
  unauthorizedFlow,
  mobileFlow,
  logoutFlow,
  screenshotsFlow,
];
