import { AppstoreOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import * as MENU_ICONS from './menuIcons.ts';

const ICONS: Record<string, ComponentType> = MENU_ICONS;

/** The icon names a menu entry can use: the sidebar draws exactly these. */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS).sort();

export function MenuIcon({ name }: { name: string | null | undefined }) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
