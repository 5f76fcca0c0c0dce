import { useState } from 'react';
import { useRender } from './context.ts';
import { Icon } from './icons.tsx';

interface PictureProps {
  src: string | null;
  alt?: string;
  /** Above the fold: loaded at once (the first banner at high priority); otherwise when scrolled near. */
  eager?: boolean;
  priority?: boolean;
  /** How wide the picture shows, for the browser's choice (`100vw`, `50vw`…). */
  sizes?: string;
  className?: string;
}

/**
 * A picture filling its box (the box sets the ratio, so nothing moves when it arrives); a missing
 * or broken one, or one from an address the page cannot show, shows a quiet placeholder.
 */
export function Picture({ src, alt = '', eager, priority, sizes = '100vw', className }: PictureProps) {
  const [broken, setBroken] = useState(false);
  const shown = useRender().media(src);
  if (!shown || broken)
    return (
      <span className={`sf-picture sf-picture-empty ${className ?? ''}`}>
        <Icon name="image" size={28} />
      </span>
    );
  return (
    <img
      className={`sf-picture ${className ?? ''}`}
      src={shown}
      alt={alt}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setBroken(true)}
    />
  );
}
