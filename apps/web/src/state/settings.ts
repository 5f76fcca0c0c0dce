import { DEFAULT_SETTINGS, type InterfaceSettings, SETTINGS_STORAGE, THEME_STYLES } from '@hh/shared';
import { create } from 'zustand';

type SettingsActions = {
  change<K extends keyof InterfaceSettings>(key: K, value: InterfaceSettings[K]): void;
  reset(): void;
};

function sanitize(raw: unknown): InterfaceSettings {
  if (typeof raw !== 'object' || raw === null) return { ...DEFAULT_SETTINGS };
  const result: InterfaceSettings = { ...DEFAULT_SETTINGS };
  const source = raw as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof InterfaceSettings)[]) {
    const value = source[key];
    if (typeof value === typeof DEFAULT_SETTINGS[key]) Object.assign(result, { [key]: value });
  }
  if (!(THEME_STYLES as readonly number[]).includes(result.themeStyle))
    result.themeStyle = DEFAULT_SETTINGS.themeStyle;
  return result;
}

function readSettings(): InterfaceSettings {
  try {
    return sanitize(JSON.parse(localStorage.getItem(SETTINGS_STORAGE) ?? 'null'));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

function persist(settings: InterfaceSettings): void {
  localStorage.setItem(SETTINGS_STORAGE, JSON.stringify(settings));
}

export const useSettings = create<InterfaceSettings & SettingsActions>((set, get) => ({
  ...readSettings(),
  change: (key, value) => {
    set({ [key]: value } as Pick<InterfaceSettings, typeof key>);
    persist(sanitize(get()));
  },
  reset: () => {
    set({ ...DEFAULT_SETTINGS });
    localStorage.removeItem(SETTINGS_STORAGE);
  },
}));
