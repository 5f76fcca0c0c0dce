import type { Plugin } from 'vite';

/** The storefront page's addresses (`/h5/{companyKey}/…`); its own modules and assets are not among them. */
const STOREFRONT_PAGE = /^\/h5\/[^/?#]+(\/[^?#]*)?(\?.*)?$/;

/** In development, every storefront address answers with `h5.html`, as the server does with the build. */
export function storefrontDevPages(): Plugin {
  return {
    name: 'hh-storefront-dev-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.method === 'GET' && req.url && STOREFRONT_PAGE.test(req.url)) req.url = '/h5.html';
        next();
      });
    },
  };
}
