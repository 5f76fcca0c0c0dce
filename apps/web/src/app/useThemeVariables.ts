import { useEffect } from 'react';
import { useAppStore } from '../state/app.ts';
import { useSettings } from '../state/settings.ts';

export function useThemeVariables(): void {
  const size = useAppStore((state) => state.size);
  const primary = useSettings((state) => state.theme);
  const themeStyle = useSettings((state) => state.themeStyle);
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--hh-primary', primary);
    root.dataset.themeStyle = String(themeStyle);
    root.dataset.size = size;
  }, [primary, themeStyle, size]);
}
