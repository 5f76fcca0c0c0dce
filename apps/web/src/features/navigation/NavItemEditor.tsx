import { NAV_NAME_MAX } from '@hh/shared';
import { Form, Input, Radio, Segmented, Switch } from 'antd';
import { MediaInput } from '../../components/media/MediaInput.tsx';
import { BUILTIN_ICONS, BUILTIN_PREFIX } from './constants.ts';
import { useNavigationT } from './i18n.ts';
import { builtinName, NavIcon } from './NavIcon.tsx';
import { NavLinkField } from './NavLinkField.tsx';
import type { NavColors, NavItem, NavItemPatch } from './types.ts';

export interface NavItemEditorProps {
  terminal: number;
  item: NavItem;
  colors: NavColors;
  editable: boolean;
  onChange(patch: NavItemPatch): void;
}

type IconMode = 'builtin' | 'image';

/** Name, link (picked, never typed), icon (built-in, or image addresses until the media library comes) and the home flag. */
export function NavItemEditor({ terminal, item, colors, editable, onChange }: NavItemEditorProps) {
  const t = useNavigationT();
  const builtin = builtinName(item.navIcon);
  const mode: IconMode = builtin ? 'builtin' : 'image';

  return (
    <Form layout="vertical" disabled={!editable} data-testid="nav-editor">
      <Form.Item
        label={t('nav.name')}
        required
        validateStatus={item.verify1 === false ? 'error' : undefined}
        help={item.verify1 === false ? t('nav.nameRequired') : undefined}
      >
        <Input
          value={item.navName}
          maxLength={NAV_NAME_MAX}
          showCount
          placeholder={t('nav.namePlaceholder')}
          onChange={(event) => onChange({ navName: event.target.value })}
          data-testid="nav-name"
        />
      </Form.Item>
      <Form.Item
        label={t('nav.url')}
        required
        validateStatus={item.verify2 === false ? 'error' : undefined}
        help={item.verify2 === false ? (item.linkError ?? t('nav.urlRequired')) : undefined}
      >
        <NavLinkField terminal={terminal} item={item} editable={editable} onPick={onChange} />
      </Form.Item>
      <Form.Item label={t('nav.iconMode')}>
        <Segmented<IconMode>
          value={mode}
          options={[
            { value: 'builtin', label: t('nav.iconBuiltin') },
            { value: 'image', label: t('nav.iconImage') },
          ]}
          onChange={(next) =>
            onChange(
              next === 'builtin' ? { navIcon: `${BUILTIN_PREFIX}home`, navActiveIcon: '' } : { navIcon: '' },
            )
          }
          data-testid="nav-icon-mode"
        />
      </Form.Item>
      {mode === 'builtin' ? (
        <Form.Item label={t('nav.icon')}>
          <Radio.Group
            value={builtin}
            optionType="button"
            onChange={(event) => onChange({ navIcon: `${BUILTIN_PREFIX}${event.target.value}` })}
            options={BUILTIN_ICONS.map((name) => ({
              value: name,
              label: (
                <span className="hh-nav-builtin-option">
                  <NavIcon
                    icon={`${BUILTIN_PREFIX}${name}`}
                    activeIcon=""
                    active={false}
                    color={colors.iconColor}
                  />
                  {t(`nav.builtin.${name}`)}
                </span>
              ),
            }))}
            data-testid="nav-builtin-icons"
          />
        </Form.Item>
      ) : (
        <>
          <Form.Item label={t('nav.iconUrl')} extra={t('nav.iconImageHint')}>
            <MediaInput
              size={48}
              value={item.navIcon || null}
              onChange={(url) => onChange({ navIcon: url ?? '' })}
            />
          </Form.Item>
          <Form.Item label={t('nav.activeIconUrl')}>
            <MediaInput
              size={48}
              value={item.navActiveIcon || null}
              onChange={(url) => onChange({ navActiveIcon: url ?? '' })}
            />
          </Form.Item>
        </>
      )}
      <Form.Item label={t('nav.isHome')}>
        <Switch
          checked={item.isHome === 1}
          onChange={(checked) => onChange({ isHome: checked ? 1 : 0 })}
          data-testid="nav-home"
        />
      </Form.Item>
    </Form>
  );
}
