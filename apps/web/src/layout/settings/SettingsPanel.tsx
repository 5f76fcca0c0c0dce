import { Button, ColorPicker, Divider, Drawer, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../state/settings.ts';
import { ShopFooterForm } from './ShopFooterForm.tsx';
import { ThemeStylePicker } from './ThemeStylePicker.tsx';

type ToggleKey = 'tagsView' | 'breadcrumb' | 'fixedHeader' | 'sidebarLogo' | 'uniqueOpened' | 'showFooter';

const TOGGLES: readonly ToggleKey[] = [
  'tagsView',
  'breadcrumb',
  'fixedHeader',
  'sidebarLogo',
  'uniqueOpened',
  'showFooter',
];
const PRESET_COLORS = [
  '#1890ff',
  '#409EFF',
  '#13c2c2',
  '#52c41a',
  '#faad14',
  '#f5222d',
  '#722ed1',
  '#eb2f96',
];

export default function SettingsPanel({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const change = settings.change;

  return (
    <Drawer
      title={t('settings.title')}
      open={open}
      onClose={onClose}
      size={320}
      rootClassName="hh-settings-drawer"
    >
      <div className="hh-settings" data-testid="settings-panel">
        <h4>{t('settings.themeStyle')}</h4>
        <ThemeStylePicker />
        <Divider />
        <div className="hh-settings-row">
          <span>{t('settings.themeColor')}</span>
          <ColorPicker
            value={settings.theme}
            presets={[{ label: t('settings.themeColor'), colors: PRESET_COLORS }]}
            onChangeComplete={(color) => change('theme', color.toHexString())}
            data-testid="theme-color"
          />
        </div>
        <Divider />
        <h4>{t('settings.interface')}</h4>
        {TOGGLES.map((key) => (
          <div className="hh-settings-row" key={key}>
            <span>{t(`settings.${key}`)}</span>
            <Switch
              checked={settings[key]}
              onChange={(value) => change(key, value)}
              data-testid={`setting-${key}`}
            />
          </div>
        ))}
        <Divider />
        <p className="hh-settings-hint">{t('settings.hint')}</p>
        <Button block onClick={settings.reset}>
          {t('settings.reset')}
        </Button>
        <Divider />
        <ShopFooterForm />
      </div>
    </Drawer>
  );
}
