import { Link } from '../Link.tsx';
import { Picture } from '../Picture.tsx';
import type { KindProps } from '../types.ts';

/** Round icons with a word under each, three to five a row. */
export function NavGrid({ component, aboveFold }: KindProps<'navGrid'>) {
  return (
    <nav className="sf-navgrid" style={{ gridTemplateColumns: `repeat(${component.columns}, 1fr)` }}>
      {component.items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the items have no id: a place in the list is what names one
        <Link key={`${i}-${item.label}`} link={item.link} className="sf-navgrid-item">
          <Picture src={item.icon} eager={aboveFold} sizes="48px" className="sf-navgrid-icon" />
          <span className="sf-navgrid-label">{item.label}</span>
        </Link>
      ))}
    </nav>
  );
}
