import type { InterfaceSettings } from '@hh/shared';
import { Button, ColorPicker, Divider, Drawer, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../state/settings.ts';
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
  const setText = (key: keyof Pick<InterfaceSettings, 'footerTxt' | 'caseNumber'>) => (value: string) =>
    change(key, value);

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
        <div className="hh-settings-field">
          <label htmlFor="hh-setting-footer">{t('settings.footerTxt')}</label>
          <Input
            id="hh-setting-footer"
            value={settings.footerTxt}
            placeholder={t('settings.footerTxtPlaceholder')}
            onChange={(event) => setText('footerTxt')(event.target.value)}
            maxLength={100}
            data-testid="setting-footerTxt"
          />
        </div>
        <div className="hh-settings-field">
          <label htmlFor="hh-setting-case">{t('settings.caseNumber')}</label>
          <Input
            id="hh-setting-case"
            value={settings.caseNumber}
            placeholder={t('settings.caseNumberPlaceholder')}
            onChange={(event) => setText('caseNumber')(event.target.value)}
            maxLength={60}
            data-testid="setting-caseNumber"
          />
        </div>
        <p className="hh-settings-hint">{t('settings.hint')}</p>
        <Button block onClick={settings.reset}>
          {t('settings.reset')}
        </Button>
      </div>
    </Drawer>
  );
}
