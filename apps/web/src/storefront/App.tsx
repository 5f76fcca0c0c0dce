import { decoration } from './api.ts';
import { CategoryPage, useCategoryName } from './pages/CategoryPage.tsx';
import { DecoratedPage } from './pages/DecoratedPage.tsx';
import { Problem } from './pages/Problem.tsx';
import { ProductPage } from './pages/ProductPage.tsx';
import { SearchPage } from './pages/SearchPage.tsx';
import { TabPage } from './pages/TabPage.tsx';
import { type Route, useLocation } from './router.ts';
import { Shell } from './Shell.tsx';
import { t } from './texts.ts';
import { useLoad } from './useLoad.ts';

/** The storefront page: the decorated pages of a shop, and its product, category and search pages. */
export function App() {
  const { companyKey, route } = useLocation();
  const currentPath = window.location.pathname;
  if (route.kind === 'home' || route.kind === 'page')
    return (
      <DecoratedPage
        key={currentPath}
        companyKey={companyKey}
        id={route.kind === 'page' ? route.id : null}
        currentPath={currentPath}
      />
    );
  if (route.kind === 'notFound') return <Problem companyKey={companyKey} status={404} />;
  return <Undecorated companyKey={companyKey} route={route} currentPath={currentPath} />;
}

/** Pages that are not decorated: the home page's data brings the shop's name and bottom navigation. */
function Undecorated({
  companyKey,
  route,
  currentPath,
}: {
  companyKey: string;
  route: Route;
  currentPath: string;
}) {
  const home = useLoad(`${companyKey}/home`, () => decoration.home(companyKey));
  const data = home.state === 'done' ? home.data.data : null;
  const categoryName = useCategoryName(companyKey, route.kind === 'category' ? route.id : null);
  switch (route.kind) {
    case 'product':
      return (
        <Shell companyKey={companyKey} data={data} title={t.details} currentPath={currentPath}>
          <ProductPage key={route.id} companyKey={companyKey} id={route.id} />
        </Shell>
      );
    case 'category':
      return (
        <Shell
          companyKey={companyKey}
          data={data}
          title={categoryName}
          currentPath={currentPath}
          back={route.id !== null}
        >
          <CategoryPage companyKey={companyKey} id={route.id} />
        </Shell>
      );
    case 'search':
      return (
        <Shell companyKey={companyKey} data={data} title={t.search} currentPath={currentPath}>
          <SearchPage key={route.keyword} companyKey={companyKey} keyword={route.keyword} />
        </Shell>
      );
    case 'tab':
      return (
        <Shell
          companyKey={companyKey}
          data={data}
          title={data?.navigation.items[route.index]?.navName ?? t.home}
          currentPath={currentPath}
          back={false}
        >
          <TabPage companyKey={companyKey} />
        </Shell>
      );
    default:
      return <Problem companyKey={companyKey} status={404} />;
  }
}
