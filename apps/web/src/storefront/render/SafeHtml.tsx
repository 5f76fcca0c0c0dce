import { type CSSProperties, createElement, Fragment, type ReactNode, useMemo } from 'react';
import { type RenderEnv, useRender } from './context.ts';

/**
 * Shows HTML the server already sanitised, sanitised again here and never set as HTML: the markup
 * is parsed into an inert document and rebuilt as React elements from a list of tags, attributes
 * and styles, so whatever slipped through stays text or is dropped. Pictures from addresses the
 * page cannot show (stored before the server refused them) are hidden.
 */
const TAGS = new Set([
  'p',
  'br',
  'hr',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'sub',
  'sup',
  'small',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
  'figure',
  'figcaption',
]);
const VOID = new Set(['br', 'hr', 'img']);
const SAFE_URL = /^(https?:\/\/|\/(?![/\\]))/i;
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+\s*)?\))$/i;
const LENGTH = /^\d+(\.\d+)?(px|em|rem|%)$/;
const STYLES: Record<string, RegExp> = {
  color: COLOUR,
  'background-color': COLOUR,
  'text-align': /^(left|right|center|justify)$/,
  'font-size': LENGTH,
  'font-weight': /^(normal|bold|[1-9]00)$/,
  'font-style': /^(normal|italic)$/,
  'text-decoration': /^(none|underline|line-through)$/,
  'line-height': /^\d+(\.\d+)?(px|em|rem|%)?$/,
};
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function styleOf(element: Element): CSSProperties | undefined {
  const declared = (element as HTMLElement).style;
  if (!declared?.length) return undefined;
  const style: Record<string, string> = {};
  for (const name of Array.from(declared)) {
    const value = declared.getPropertyValue(name).trim();
    if (STYLES[name]?.test(value)) style[camel(name)] = value;
  }
  return Object.keys(style).length ? (style as CSSProperties) : undefined;
}

type Media = RenderEnv['media'];

function propsOf(element: Element, tag: string, key: number, media: Media): Record<string, unknown> {
  const props: Record<string, unknown> = { key, style: styleOf(element) };
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    if (SAFE_URL.test(href)) Object.assign(props, { href, target: '_blank', rel: 'noopener noreferrer' });
  }
  if (tag === 'img') {
    const src = element.getAttribute('src') ?? '';
    if (!SAFE_URL.test(src) || !media(src)) return { key, hidden: true };
    Object.assign(props, { src, alt: element.getAttribute('alt') ?? '', loading: 'lazy', decoding: 'async' });
  }
  return props;
}

function rebuild(nodes: NodeListOf<ChildNode>, media: Media): ReactNode[] {
  const out: ReactNode[] = [];
  nodes.forEach((node, key) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out.push(createElement(Fragment, { key }, node.textContent));
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    // An unknown tag keeps its text (and allowed children), a dangerous one loses everything.
    if (!TAGS.has(tag)) {
      if (!/^(script|style|iframe|object|embed|template|noscript|svg|math)$/.test(tag))
        out.push(createElement(Fragment, { key }, ...rebuild(element.childNodes, media)));
      return;
    }
    const props = propsOf(element, tag, key, media);
    out.push(
      VOID.has(tag)
        ? createElement(tag, props)
        : createElement(tag, props, ...rebuild(element.childNodes, media)),
    );
  });
  return out;
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const { media } = useRender();
  const children = useMemo(() => {
    if (!html.trim()) return [];
    const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    return rebuild(parsed.body.childNodes, media);
  }, [html, media]);
  return <div className={className}>{children}</div>;
}
