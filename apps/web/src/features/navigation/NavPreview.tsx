import { useNavigationT } from './i18n.ts';
import { NavIcon } from './NavIcon.tsx';
import type { NavColors, NavItem } from './types.ts';

export interface NavPreviewProps {
  items: readonly NavItem[];
  colors: NavColors;
  activeId: number | null;
  onSelect(id: number): void;
}

/** A phone-sized storefront with the tab bar as it will look; the selected entry shows active. */
export function NavPreview({ items, colors, activeId, onSelect }: NavPreviewProps) {
  const t = useNavigationT();
  return (
    <div className="hh-phone" data-testid="nav-preview">
      <div className="hh-phone-status" />
      <div className="hh-phone-body">{t('nav.pageBody')}</div>
      <nav className="hh-phone-tabbar" style={{ background: colors.background }}>
        {items.map((item) => {
          const active = item.id === activeId;
          return (
            <button
              type="button"
              key={item.id}
              className="hh-phone-tab"
              aria-pressed={active}
              data-testid="nav-preview-tab"
              data-active={active}
              onClick={() => onSelect(item.id)}
            >
              <NavIcon
                icon={item.navIcon}
                activeIcon={item.navActiveIcon}
                active={active}
                color={active ? colors.activeIconColor : colors.iconColor}
              />
              <span
                className="hh-phone-tab-text"
                style={{ color: active ? colors.activeTextColor : colors.textColor }}
              >
                {item.navName || t('nav.untitled')}
              </span>
            </button>
          );
        })}
      </nav>
    </div>
  );
}
