import type { ReactNode } from 'react';
import './standalone.css';

interface StandaloneBarProps {
  title: string;
  /** Extra classes of the header (`hh-standalone-compact` hides the title on a phone). */
  className?: string;
  /** What stands on the right. */
  children: ReactNode;
}

/**
 * The logo and title bar of the pages shown outside the main layout. Such a page is a
 * `hh-standalone-page` whose content column is a `hh-standalone-main` (both in standalone.css).
 */
export function StandaloneBar({ title, className, children }: StandaloneBarProps) {
  return (
    <header className={className ? `hh-standalone-header ${className}` : 'hh-standalone-header'}>
      <div className="hh-standalone-brand">
        <img src="/logo.svg" alt="" />
        <span>{title}</span>
      </div>
      {children}
    </header>
  );
}
