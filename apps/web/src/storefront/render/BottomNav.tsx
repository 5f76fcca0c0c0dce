import type { DecoRenderData } from '@hh/shared';
import { useRender } from './context.ts';
import { Icon, type IconName } from './icons.tsx';
import { Anchor } from './Link.tsx';

type NavItem = DecoRenderData['navigation']['items'][number];

/** The back office's built-in tab icons (`builtin:home`…), drawn here without an icon font. */
const BUILTIN: Record<string, IconName> = {
  'builtin:home': 'home',
  'builtin:category': 'category',
  'builtin:cart': 'cart',
  'builtin:order': 'order',
  'builtin:user': 'user',
};

interface BottomNavProps {
  /** The address shown now, to light up its tab (the home tab on the home page). */
  currentPath?: string;
  /** The tab to light up when no address matches (the canvas: the home tab of a home page). */
  activeIndex?: number;
  /** Items in the shopper's cart, shown on the cart tab (live page only). */
  cartCount?: number;
}

/** The company's bottom navigation of the terminal, fixed at the foot of the page. */
export function BottomNav({ currentPath, activeIndex, cartCount = 0 }: BottomNavProps) {
  const { data, navHref } = useRender();
  if (!data || data.navigation.items.length === 0) return null;
  const { items, colors } = data.navigation;
  const hrefs = items.map((item) => navHref(item.link));
  const matched = currentPath === undefined ? -1 : hrefs.indexOf(currentPath);
  const active = matched >= 0 ? matched : (activeIndex ?? -1);
  return (
    <nav className="sf-tabbar" style={{ background: colors.background }} data-testid="sf-tabbar">
      {items.map((item, i) => {
        const on = i === active;
        const badge = cartCount > 0 && item.link.kind === 'page' && item.link.page === 'cart';
        return (
          <Anchor key={item.id} href={hrefs[i] ?? null} className={`sf-tab${on ? ' sf-on' : ''}`}>
            <TabIcon item={item} on={on} color={on ? colors.activeIconColor : colors.iconColor} />
            {badge ? (
              <span className="sf-tab-badge" data-testid="sf-cart-badge">
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            ) : null}
            <span style={{ color: on ? colors.activeTextColor : colors.textColor }}>{item.navName}</span>
          </Anchor>
        );
      })}
    </nav>
  );
}

function TabIcon({ item, on, color }: { item: NavItem; on: boolean; color: string }) {
  const { media } = useRender();
  const builtin = BUILTIN[item.navIcon];
  if (builtin)
    return (
      <span className="sf-tab-icon" style={{ color }}>
        <Icon name={builtin} size={22} />
      </span>
    );
  const src = media(on && item.navActiveIcon ? item.navActiveIcon : item.navIcon);
  return (
    <span className="sf-tab-icon">
      {src ? <img src={src} alt="" width={22} height={22} loading="lazy" /> : null}
    </span>
  );
}
