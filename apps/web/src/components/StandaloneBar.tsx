import type { ReactNode } from 'react';
import './standaloneHeader.css';

interface StandaloneBarProps {
  title: string;
  /** Extra classes of the header (`hh-standalone-compact` hides the title on a phone). */
  className?: string;
  /** What stands on the right. */
  children: ReactNode;
}

/** The logo and title bar of the pages shown outside the main layout. */
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
