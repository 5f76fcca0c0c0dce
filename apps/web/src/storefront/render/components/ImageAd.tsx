import { Link } from '../Link.tsx';
import { Picture } from '../Picture.tsx';
import type { KindProps } from '../types.ts';

const SIZES = {
  single: '100vw',
  stack: '100vw',
  row2: '50vw',
  row3: '33vw',
  leftOneRightTwo: '50vw',
  grid4: '50vw',
} as const;

/** One to four pictures in the chosen layout, each with its own link. */
export function ImageAd({ component, aboveFold }: KindProps<'imageAd'>) {
  return (
    <div
      className={`sf-imagead sf-imagead-${component.layout}`}
      style={{ gap: component.gap, padding: component.gap ? `0 ${component.gap}px` : undefined }}
    >
      {component.items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the items have no id: a place in the list is what names one
        <Link key={`${i}-${item.picture}`} link={item.link} className="sf-imagead-cell">
          <Picture src={item.picture} eager={aboveFold} sizes={SIZES[component.layout]} />
        </Link>
      ))}
    </div>
  );
}
