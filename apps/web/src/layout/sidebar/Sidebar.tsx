import { useSettings } from '../../state/settings.ts';
import { HoverPanel } from './HoverPanel.tsx';
import { SidebarItem } from './SidebarItem.tsx';
import { SidebarLogo } from './SidebarLogo.tsx';
import { useSidebarEntries } from './useSidebarEntries.ts';

export function Sidebar() {
  const showLogo = useSettings((state) => state.sidebarLogo);
  const { entries, hovered, hover, closePanel } = useSidebarEntries();
  return (
    <aside className="hh-sidebar" onMouseLeave={closePanel} data-testid="sidebar">
      {showLogo && <SidebarLogo />}
      <nav className="hh-sidebar-items">
        {entries.map((entry, index) => (
          <SidebarItem
            key={entry.key}
            icon={entry.icon}
            label={entry.label}
            active={entry.active}
            hovered={hovered === index}
            onHover={() => hover(index)}
            onClick={entry.open}
          />
        ))}
      </nav>
      {hovered !== null && entries[hovered]?.node && (
        <HoverPanel node={entries[hovered].node} onNavigate={closePanel} />
      )}
    </aside>
  );
}
