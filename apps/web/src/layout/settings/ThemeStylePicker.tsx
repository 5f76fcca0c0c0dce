import { CheckOutlined } from '@ant-design/icons';
import { THEME_STYLES, type ThemeStyle } from '@hh/shared';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../state/settings.ts';

export function ThemeStylePicker() {
  const { t } = useTranslation();
  const themeStyle = useSettings((state) => state.themeStyle);
  const change = useSettings((state) => state.change);
  const names = t('settings.styles', { returnObjects: true });
  return (
    <div className="hh-style-picker">
      {THEME_STYLES.map((style: ThemeStyle) => (
        <button
          key={style}
          type="button"
          className={style === themeStyle ? 'hh-style-tile hh-style-tile--active' : 'hh-style-tile'}
          onClick={() => change('themeStyle', style)}
          title={names[style]}
          aria-pressed={style === themeStyle}
          data-testid={`theme-style-${style}`}
        >
          <span className={`hh-style-preview hh-style-preview--${style}`}>
            <span className="hh-style-preview-side" />
            <span className="hh-style-preview-head" />
            {style === themeStyle && <CheckOutlined className="hh-style-check" />}
          </span>
          <span className="hh-style-name">{names[style]}</span>
        </button>
      ))}
    </div>
  );
}
