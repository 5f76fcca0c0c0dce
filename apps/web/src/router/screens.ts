import { lazyScreen } from './lazyScreen.tsx';

export const screens = {
  login: lazyScreen(() => import('../features/auth/LoginPage.tsx')),
  register: lazyScreen(() => import('../features/auth/RegisterPage.tsx')),
  store: lazyScreen(() => import('../features/store/StorePage.tsx')),
  help: lazyScreen(() => import('../features/help/HelpPage.tsx')),
  notFound: lazyScreen(() => import('../features/errors/NotFoundPage.tsx')),
  unauthorized: lazyScreen(() => import('../features/errors/UnauthorizedPage.tsx')),
  layout: lazyScreen(() => import('../layout/Layout.tsx')),
  dashboard: lazyScreen(() => import('../features/dashboard/DashboardPage.tsx')),
  userCenter: lazyScreen(() => import('../features/user-center/UserCenterPage.tsx')),
  redirect: lazyScreen(() => import('./RedirectPage.tsx')),
};
