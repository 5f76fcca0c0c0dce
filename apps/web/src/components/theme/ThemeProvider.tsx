import { ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useMemo } from 'react';
import { useAppStore } from '../../state/app.ts';
import { useSettings } from '../../state/settings.ts';
import { SIZE_PROFILES } from './sizes.ts';
// antd's prebuilt component styles (written against its CSS variables), loaded with the first
// screen that themes antd and never by the sign-in page. With `zeroRuntime` antd no longer builds
// these styles in the browser; it still writes the CSS variables of the tokens below, so the
// theme colour, dark mode and the size profiles keep working.
import 'antd/dist/antd.css';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const lang = useAppStore((state) => state.lang);
  const size = useAppStore((state) => state.size);
  const primary = useSettings((state) => state.theme);
  const themeStyle = useSettings((state) => state.themeStyle);
  const profile = SIZE_PROFILES[size];

  const config = useMemo(
    () => ({
      zeroRuntime: true,
      algorithm: themeStyle === 3 ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: { colorPrimary: primary, borderRadius: 6, ...profile.token },
    }),
    [primary, themeStyle, profile],
  );

  return (
    <ConfigProvider locale={lang === 'zh' ? zhCN : enUS} componentSize={profile.componentSize} theme={config}>
      {children}
    </ConfigProvider>
  );
}
