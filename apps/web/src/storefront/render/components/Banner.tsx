import { useEffect, useRef, useState } from 'react';
import { useRender } from '../context.ts';
import { Link } from '../Link.tsx';
import { Picture } from '../Picture.tsx';
import type { KindProps } from '../types.ts';

const RATIO = { '2:1': '2 / 1', '16:9': '16 / 9', '3:1': '3 / 1', '1:1': '1 / 1' } as const;

/** Pictures side by side that snap one at a time, with dots; live pages turn them by themselves. */
export function Banner({ component, aboveFold }: KindProps<'banner'>) {
  const { mode } = useRender();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  const count = component.items.length;
  const turning = mode === 'live' && component.autoplay && count > 1 && !held;

  useEffect(() => {
    if (!turning) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      const box = track.current;
      if (!box || document.hidden) return;
      const next = (Math.round(box.scrollLeft / box.clientWidth) + 1) % count;
      box.scrollTo({ left: next * box.clientWidth, behavior: 'smooth' });
    }, component.intervalSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [turning, count, component.intervalSeconds]);

  const onScroll = () => {
    const box = track.current;
    if (box?.clientWidth) setCurrent(Math.round(box.scrollLeft / box.clientWidth));
  };

  return (
    <div className="sf-banner" style={{ aspectRatio: RATIO[component.ratio] }}>
      <div
        ref={track}
        className="sf-banner-track"
        onScroll={onScroll}
        onPointerDown={() => setHeld(true)}
        onTouchStart={() => setHeld(true)}
      >
        {component.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the slides have no id: a place in the list names one
          <Slide key={`${i}-${item.picture}`} item={item} first={aboveFold && i === 0} />
        ))}
      </div>
      {count > 1 ? (
        <div className="sf-banner-dots" aria-hidden="true">
          {component.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the items have no id: a place in the list is what names one
            <i key={`${i}-${item.picture}`} className={i === current ? 'sf-on' : undefined} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

type Item = KindProps<'banner'>['component']['items'][number];

function Slide({ item, first }: { item: Item; first: boolean }) {
  return (
    <Link link={item.link} className="sf-banner-slide" label={item.title || undefined}>
      <Picture src={item.picture} alt={item.title} eager={first} priority={first} />
      {item.title ? <span className="sf-banner-caption">{item.title}</span> : null}
    </Link>
  );
}
