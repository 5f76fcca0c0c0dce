import type { DecoLink } from '@hh/shared';
import type { CSSProperties, ReactNode } from 'react';
import { useRender } from './context.ts';

interface LinkProps {
  link: DecoLink | null;
  className?: string;
  style?: CSSProperties;
  label?: string;
  children: ReactNode;
}

/** A component's link: an anchor where it goes somewhere, the same box without one where it does not. */
export function Link({ link, className, style, label, children }: LinkProps) {
  const href = useRender().href(link);
  return (
    <Anchor href={href} className={className} style={style} label={label}>
      {children}
    </Anchor>
  );
}

interface AnchorProps {
  href: string | null;
  className?: string;
  style?: CSSProperties;
  label?: string;
  children: ReactNode;
}

export function Anchor({ href, className, style, label, children }: AnchorProps) {
  if (!href)
    return (
      <span className={className} style={style}>
        {children}
      </span>
    );
  const external = /^https?:\/\//i.test(href);
  return (
    <a
      href={href}
      className={className}
      style={style}
      aria-label={label}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
