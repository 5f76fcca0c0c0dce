import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { decoration } from './api.ts';
import { CategoryPage, useCategoryName } from './pages/CategoryPage.tsx';
import { DecoratedPage } from './pages/DecoratedPage.tsx';
import { Problem, Waiting } from './pages/Problem.tsx';
import { SearchPage } from './pages/SearchPage.tsx';
import { TabPage } from './pages/TabPage.tsx';
import { h5Paths } from './render/paths.ts';
import { navigate, type Route, useLocation } from './router.ts';
import { Shell } from './Shell.tsx';
import { useSignedIn } from './session.ts';
import { t } from './texts.ts';
import { useLoad } from './useLoad.ts';

// The shopper's pages load their code when first opened: the home and product pages stay light.
const ProductPage = lazy(() =>
  import('./pages/product/ProductPage.tsx').then((m) => ({ default: m.ProductPage })),
);
const CartPage = lazy(() => import('./pages/cart/CartPage.tsx').then((m) => ({ default: m.CartPage })));
const MePage = lazy(() => import('./pages/account/MePage.tsx').then((m) => ({ default: m.MePage })));
const OrdersPage = lazy(() =>
  import('./pages/orders/OrdersPage.tsx').then((m) => ({ default: m.OrdersPage })),
);
const OrderDetailPage = lazy(() =>
  import('./pages/orders/OrderDetailPage.tsx').then((m) => ({ default: m.OrderDetailPage })),
);
const AfterSaleApplyPage = lazy(() =>
  import('./pages/orders/AfterSaleApplyPage.tsx').then((m) => ({ default: m.AfterSaleApplyPage })),
);
const AfterSaleDetailPage = lazy(() =>
  import('./pages/orders/AfterSaleDetailPage.tsx').then((m) => ({ default: m.AfterSaleDetailPage })),
);
const MyCouponsPage = lazy(() =>
  import('./pages/coupons/MyCouponsPage.tsx').then((m) => ({ default: m.MyCouponsPage })),
);
const CouponCentrePage = lazy(() =>
  import('./pages/coupons/CouponCentrePage.tsx').then((m) => ({ default: m.CouponCentrePage })),
);
const BargainListPage = lazy(() =>
  import('./pages/bargain/BargainListPage.tsx').then((m) => ({ default: m.BargainListPage })),
);
const BargainPage = lazy(() =>
  import('./pages/bargain/BargainPage.tsx').then((m) => ({ default: m.BargainPage })),
);
const SeckillPage = lazy(() =>
  import('./pages/seckill/SeckillPage.tsx').then((m) => ({ default: m.SeckillPage })),
);
const GroupBuyListPage = lazy(() =>
  import('./pages/group-buy/GroupBuyListPage.tsx').then((m) => ({ default: m.GroupBuyListPage })),
);
const GroupBuyActivityPage = lazy(() =>
  import('./pages/group-buy/GroupBuyActivityPage.tsx').then((m) => ({ default: m.GroupBuyActivityPage })),
);
const GroupPage = lazy(() =>
  import('./pages/group-buy/GroupPage.tsx').then((m) => ({ default: m.GroupPage })),
);
const SignInPage = lazy(() =>
  import('./pages/account/SignInPage.tsx').then((m) => ({ default: m.SignInPage })),
);
const AddressBookPage = lazy(() =>
  import('./pages/checkout/AddressPages.tsx').then((m) => ({ default: m.AddressBookPage })),
);
const AddressEditPage = lazy(() =>
  import('./pages/checkout/AddressPages.tsx').then((m) => ({ default: m.AddressEditPage })),
);
const CheckoutPage = lazy(() =>
  import('./pages/checkout/CheckoutPage.tsx').then((m) => ({ default: m.CheckoutPage })),
);
const PayPage = lazy(() => import('./pages/checkout/PayPages.tsx').then((m) => ({ default: m.PayPage })));
const PayResultPage = lazy(() =>
  import('./pages/checkout/PayPages.tsx').then((m) => ({ default: m.PayResultPage })),
);
const WechatSignInPage = lazy(() =>
  import('./pages/checkout/PayPages.tsx').then((m) => ({ default: m.WechatSignInPage })),
);

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
  /** A page of the signed-in shopper's own, under a title bar. */
  const signedIn = (title: string, page: ReactNode) => (
    <Shell companyKey={companyKey} data={data} title={title} currentPath={currentPath}>
      <SignedIn companyKey={companyKey}>{page}</SignedIn>
    </Shell>
  );
  switch (route.kind) {
    case 'product':
      return (
        <Shell companyKey={companyKey} data={data} title={t.details} currentPath={currentPath} tabbar={false}>
          <Lazy>
            <ProductPage key={route.id} companyKey={companyKey} id={route.id} />
          </Lazy>
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
    case 'login':
      return (
        <Shell companyKey={companyKey} data={data} title={t.signIn} currentPath={currentPath}>
          <Lazy>
            <SignInPage companyKey={companyKey} back={route.back} />
          </Lazy>
        </Shell>
      );
    case 'cart':
      return (
        <Shell companyKey={companyKey} data={data} title={t.cart} currentPath={currentPath} back={false}>
          <SignedIn companyKey={companyKey}>
            <CartPage companyKey={companyKey} />
          </SignedIn>
        </Shell>
      );
    case 'me':
      return (
        <Shell companyKey={companyKey} data={data} title={t.me} currentPath={currentPath} back={false}>
          <SignedIn companyKey={companyKey}>
            <MePage companyKey={companyKey} />
          </SignedIn>
        </Shell>
      );
    case 'addresses':
    case 'address':
    case 'checkout':
    case 'pay':
    case 'paid':
    case 'wechatSignIn':
      return (
        <Shell companyKey={companyKey} data={data} title={titleOf(route)} currentPath={currentPath}>
          <SignedIn companyKey={companyKey}>
            <CheckoutPages key={currentPath} companyKey={companyKey} route={route} />
          </SignedIn>
        </Shell>
      );
    case 'orders':
      return signedIn(t.myOrders, <OrdersPage companyKey={companyKey} tab={route.tab} />);
    case 'order':
      return signedIn(
        t.orderDetail,
        <OrderDetailPage key={route.id} companyKey={companyKey} id={route.id} />,
      );
    case 'refund':
      return signedIn(
        t.refund,
        <AfterSaleApplyPage
          key={route.orderId}
          companyKey={companyKey}
          orderId={route.orderId}
          lineId={route.lineId}
        />,
      );
    case 'afterSale':
      return signedIn(
        t.afterSale,
        <AfterSaleDetailPage key={route.id} companyKey={companyKey} id={route.id} />,
      );
    case 'coupons':
      return signedIn(t.myCoupons, <MyCouponsPage companyKey={companyKey} tab={route.tab} />);
    case 'couponCentre':
      return signedIn(t.couponCentre, <CouponCentrePage companyKey={companyKey} />);
    case 'bargains':
      return signedIn(t.bargains, <BargainListPage companyKey={companyKey} />);
    case 'bargain':
      return signedIn(t.bargain, <BargainPage key={route.id} companyKey={companyKey} id={route.id} />);
    case 'seckill':
      return (
        <Shell companyKey={companyKey} data={data} title={t.seckill} currentPath={currentPath}>
          <Lazy>
            <SeckillPage companyKey={companyKey} />
          </Lazy>
        </Shell>
      );
    case 'groups':
      return signedIn(t.groups, <GroupBuyListPage companyKey={companyKey} />);
    case 'groupBuy':
      return signedIn(
        t.groupBuy,
        <GroupBuyActivityPage key={route.id} companyKey={companyKey} id={route.id} />,
      );
    case 'group':
      return signedIn(t.group, <GroupPage key={route.id} companyKey={companyKey} id={route.id} />);
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

type CheckoutRoute = Extract<
  Route,
  { kind: 'addresses' | 'address' | 'checkout' | 'pay' | 'paid' | 'wechatSignIn' }
>;

function titleOf(route: CheckoutRoute): string {
  if (route.kind === 'address') return route.id === null ? t.newAddress : t.editAddress;
  const titles = { addresses: t.addresses, checkout: t.checkout, pay: t.pay, paid: t.payResult };
  return titles[route.kind === 'wechatSignIn' ? 'pay' : route.kind];
}

/** The address book, checkout and payment pages (a signed-in shopper's, each loaded on demand). */
function CheckoutPages({ companyKey, route }: { companyKey: string; route: CheckoutRoute }) {
  switch (route.kind) {
    case 'addresses':
      return <AddressBookPage companyKey={companyKey} choose={route.choose} />;
    case 'address':
      return <AddressEditPage companyKey={companyKey} id={route.id} choose={route.choose} />;
    case 'checkout':
      return <CheckoutPage companyKey={companyKey} />;
    case 'pay':
      return <PayPage companyKey={companyKey} orderId={route.id} />;
    case 'paid':
      return <PayResultPage companyKey={companyKey} orderId={route.id} />;
    case 'wechatSignIn':
      return <WechatSignInPage companyKey={companyKey} code={route.code} state={route.state} />;
  }
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Waiting />}>{children}</Suspense>;
}

/**
 * A page for a signed-in shopper: without a sign-in (or once the server ends it) the sign-in page
 * opens in its place, and comes back here after.
 */
function SignedIn({ companyKey, children }: { companyKey: string; children: ReactNode }) {
  const signedIn = useSignedIn(companyKey);
  useEffect(() => {
    if (!signedIn)
      navigate(h5Paths.login(companyKey, window.location.pathname + window.location.search), {
        replace: true,
      });
  }, [signedIn, companyKey]);
  return signedIn ? <Lazy>{children}</Lazy> : <Waiting />;
}
