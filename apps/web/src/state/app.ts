import {
  DEFAULT_SIZE,
  type Lang,
  SIDEBAR_STATUS_COOKIE,
  SIZE_COOKIE,
  SIZES,
  type SizeName,
} from '@hh/shared';
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { applyLang, readLangCookie } from '../i18n/index.ts';

type Device = 'desktop' | 'mobile';

interface AppState {
  sidebarOpened: boolean;
  withoutAnimation: boolean;
  device: Device;
  size: SizeName;
  lang: Lang;
  /** The sidebar entry marked active, by position (0: home). */
  isAct: number;
  toggleSidebar(): void;
  closeSidebar(withoutAnimation: boolean): void;
  setDevice(device: Device): void;
  setSize(size: SizeName): void;
  setLang(lang: Lang): void;
  setAct(index: number): void;
}

const COOKIE_OPTIONS = { sameSite: 'Lax', expires: 365 } as const;

function readSize(): SizeName {
  const value = Cookies.get(SIZE_COOKIE);
  return (SIZES as readonly string[]).includes(value ?? '') ? (value as SizeName) : DEFAULT_SIZE;
}

function storeSidebar(opened: boolean): void {
  Cookies.set(SIDEBAR_STATUS_COOKIE, opened ? '1' : '0', COOKIE_OPTIONS);
}

export const useAppStore = create<AppState>((set, get) => ({
  sidebarOpened: Cookies.get(SIDEBAR_STATUS_COOKIE) !== '0',
  withoutAnimation: false,
  device: 'desktop',
  size: readSize(),
  lang: readLangCookie(),
  isAct: 0,
  toggleSidebar: () => {
    const opened = !get().sidebarOpened;
    storeSidebar(opened);
    set({ sidebarOpened: opened, withoutAnimation: false });
  },
  closeSidebar: (withoutAnimation) => {
    storeSidebar(false);
    set({ sidebarOpened: false, withoutAnimation });
  },
  setDevice: (device) => set({ device }),
  setSize: (size) => {
    Cookies.set(SIZE_COOKIE, size, COOKIE_OPTIONS);
    set({ size });
  },
  setLang: (lang) => {
    applyLang(lang);
    set({ lang });
  },
  setAct: (isAct) => set({ isAct }),
}));
