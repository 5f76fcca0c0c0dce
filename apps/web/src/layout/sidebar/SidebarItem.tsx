import { MenuIcon } from '../../components/MenuIcon.tsx';

interface SidebarItemProps {
  icon: string | null;
  label: string;
  active: boolean;
  hovered: boolean;
  onHover(): void;
  onClick(): void;
}

export function SidebarItem({ icon, label, active, hovered, onHover, onClick }: SidebarItemProps) {
  const classes = [
    'hh-sidebar-item',
    active && 'hh-sidebar-item--active',
    hovered && 'hh-sidebar-item--hovered',
  ];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      onMouseEnter={onHover}
      onFocus={onHover}
      onClick={onClick}
      title={label}
      data-testid="sidebar-item"
    >
      <span className="hh-sidebar-icon">
        <MenuIcon name={icon} />
      </span>
      <span className="hh-sidebar-label">{label}</span>
    </button>
  );
}
