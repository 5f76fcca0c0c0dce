import type { KindProps } from '../types.ts';

export function Spacer({ component }: KindProps<'spacer'>) {
  return <div className="sf-spacer" style={{ height: component.height }} aria-hidden="true" />;
}

export function Divider({ component }: KindProps<'divider'>) {
  return (
    <div className="sf-divider" style={{ padding: `${component.margin}px 12px` }} aria-hidden="true">
      <hr style={{ borderTop: `1px ${component.lineStyle} ${component.color}` }} />
    </div>
  );
}
