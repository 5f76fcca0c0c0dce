import {
  AppstoreOutlined,
  HomeOutlined,
  ProfileOutlined,
  ShoppingCartOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { BUILTIN_ICONS, BUILTIN_PREFIX, type BuiltinIcon } from './constants.ts';

const BUILTIN: Record<BuiltinIcon, ComponentType> = {
  home: HomeOutlined,
  category: AppstoreOutlined,
  cart: ShoppingCartOutlined,
  order: ProfileOutlined,
  user: UserOutlined,
};

export function builtinName(icon: string): BuiltinIcon | undefined {
  return BUILTIN_ICONS.find((name) => `${BUILTIN_PREFIX}${name}` === icon);
}

export interface NavIconProps {
  icon: string;
  activeIcon: string;
  active: boolean;
  color: string;
}

/** A built-in icon tinted with the colour, or the entry's image (its active image when it has one). */
export function NavIcon({ icon, activeIcon, active, color }: NavIconProps) {
  const builtin = builtinName(icon);
  if (builtin) {
    const Icon = BUILTIN[builtin];
    return (
      <span className="hh-nav-icon" style={{ color }}>
        <Icon />
      </span>
    );
  }
  const src = active && activeIcon ? activeIcon : icon;
  return <span className="hh-nav-icon">{src ? <img src={src} alt="" /> : null}</span>;
}
