import { useEffect, useState } from 'react';
import { useRender } from '../context.ts';
import { Icon } from '../icons.tsx';
import { Link } from '../Link.tsx';
import type { KindProps } from '../types.ts';

/** A speaker and one line of news at a time, the lines taking turns every few seconds. */
export function Notice({ component }: KindProps<'notice'>) {
  const { mode } = useRender();
  const [index, setIndex] = useState(0);
  const count = component.items.length;
  useEffect(() => {
    if (mode !== 'live' || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), 3500);
    return () => window.clearInterval(timer);
  }, [mode, count]);
  const item = component.items[index % count] ?? component.items[0];
  return (
    <div className="sf-notice" style={{ color: component.color, background: component.background }}>
      <Icon name="notice" size={16} />
      {item ? (
        <Link key={index} link={item.link} className="sf-notice-text">
          {item.text}
        </Link>
      ) : null}
      {item?.link ? <Icon name="right" size={14} /> : null}
    </div>
  );
}
