import { UndoOutlined } from '@ant-design/icons';
import { Button, ColorPicker, Flex } from 'antd';
import { NAV_COLOR_KEYS } from './constants.ts';
import { useNavigationT } from './i18n.ts';
import type { NavColorKey, NavColors } from './types.ts';

export interface NavColorsPanelProps {
  colors: NavColors;
  editable: boolean;
  onChange(key: NavColorKey, value: string): void;
  onReset(): void;
}

/** The five tab bar colours (spec defaults #FFFFFF, #939393, #FF7C61, #AEAEAE, #FF7C61) and a reset. */
export function NavColorsPanel({ colors, editable, onChange, onReset }: NavColorsPanelProps) {
  const t = useNavigationT();
  return (
    <div className="hh-nav-colors" data-testid="nav-colors">
      {NAV_COLOR_KEYS.map((key) => (
        <Flex key={key} align="center" justify="space-between" className="hh-nav-color">
          <span>{t(`nav.${key}`)}</span>
          <ColorPicker
            value={colors[key]}
            format="hex"
            disabledAlpha
            showText={(color) => color.toHexString().toUpperCase()}
            disabled={!editable}
            onChange={(color) => onChange(key, color.toHexString().toUpperCase())}
            data-testid={`nav-color-${key}`}
          />
        </Flex>
      ))}
      {editable && (
        <Button icon={<UndoOutlined />} onClick={onReset} data-testid="nav-colors-reset">
          {t('nav.resetColors')}
        </Button>
      )}
    </div>
  );
}
