import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { MENU_ICON_NAMES, MenuIcon } from '../../components/MenuIcon.tsx';

interface IconSelectProps {
  value?: string | null;
  onChange?(value: string | null): void;
}

const options = MENU_ICON_NAMES.map((name) => ({
  value: name,
  label: (
    <span className="hh-icon-option">
      <MenuIcon name={name} />
      {name}
    </span>
  ),
}));

/** A searchable choice of the icons the sidebar can draw. */
export function IconSelect({ value, onChange }: IconSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      allowClear
      value={value ?? undefined}
      onChange={(next?: string) => onChange?.(next ?? null)}
      placeholder={t('menu.iconSearch')}
      showSearch={{ optionFilterProp: 'value' }}
      options={options}
      data-testid="menu-icon-select"
    />
  );
}
