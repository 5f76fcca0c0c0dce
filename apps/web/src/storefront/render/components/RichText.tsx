import { SafeHtml } from '../SafeHtml.tsx';
import type { KindProps } from '../types.ts';

/** The shop's formatted text, sanitised again before it shows (see SafeHtml). */
export function RichText({ component }: KindProps<'richText'>) {
  return (
    <div className="sf-richtext" style={{ background: component.background }}>
      <SafeHtml html={component.html} className="sf-html" />
    </div>
  );
}
