import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { Button, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { sortableItem } from '../../components/sortable.ts';
import { useNavigationT } from './i18n.ts';
import { linkLabel } from './linkLabel.ts';
import { NavIcon } from './NavIcon.tsx';
import type { NavColors, NavItem } from './types.ts';

export interface NavItemRowProps {
  item: NavItem;
  colors: NavColors;
  selected: boolean;
  editable: boolean;
  deletable: boolean;
  onSelect(id: number): void;
  onDelete(id: number): void;
}

export function NavItemRow({
  item,
  colors,
  selected,
  editable,
  deletable,
  onSelect,
  onDelete,
}: NavItemRowProps) {
  const { t } = useTranslation();
  const st = useNavigationT();
  const sortable = useSortable({ id: item.id, disabled: !editable });
  const invalid = item.verify1 === false || item.verify2 === false;
  const name = item.navName || st('nav.untitled');

  return (
    <li
      {...sortableItem(sortable, ['hh-nav-row', selected && 'is-selected', invalid && 'is-invalid'])}
      data-testid="nav-item"
      data-invalid={invalid}
    >
      {editable && (
        <button
          type="button"
          className="hh-nav-handle"
          aria-label={st('nav.dragHandle', { name })}
          data-testid="nav-drag-handle"
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <HolderOutlined />
        </button>
      )}
      <button
        type="button"
        className="hh-nav-row-main"
        aria-pressed={selected}
        data-testid="nav-item-select"
        onClick={() => onSelect(item.id)}
      >
        <NavIcon
          icon={item.navIcon}
          activeIcon={item.navActiveIcon}
          active={false}
          color={colors.iconColor}
        />
        <span className="hh-nav-row-text">
          <span className="hh-nav-row-name">
            <span data-testid="nav-item-name">{name}</span>
            {item.isHome === 1 && <Tag color="orange">{st('nav.home')}</Tag>}
            {invalid && <Tag color="error">{st('nav.invalid')}</Tag>}
          </span>
          <span className="hh-nav-row-url" data-testid="nav-item-link">
            {linkLabel(st, item)}
          </span>
          {item.verify1 === false && <span className="hh-nav-row-error">{st('nav.nameRequired')}</span>}
          {item.verify2 === false && (
            <span className="hh-nav-row-error">{item.linkError ?? st('nav.urlRequired')}</span>
          )}
        </span>
      </button>
      {editable && (
        <Popconfirm
          title={st('nav.deleteConfirm', { name })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() => onDelete(item.id)}
          disabled={!deletable}
        >
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={st('nav.delete')}
            disabled={!deletable}
            data-testid="nav-item-delete"
          />
        </Popconfirm>
      )}
    </li>
  );
}
