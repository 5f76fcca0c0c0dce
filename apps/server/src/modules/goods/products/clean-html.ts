import { isShownMedia } from '@hh/shared';
import sanitizeHtml from 'sanitize-html';
import { mediaBases } from '../../../lib/media-sources.ts';

const colour = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+\s*)?\)$/i,
];
const length = [/^\d+(\.\d+)?(px|em|rem|%)$/];

/** A picture or video the storefront can show: an upload (a data: picture too), not a foreign address its CSP blocks. */
function shown(frame: sanitizeHtml.IFrame) {
  if (frame.tag !== 'img' && frame.tag !== 'video') return true;
  const src = frame.attribs.src ?? '';
  return (frame.tag === 'img' && /^data:image\//i.test(src)) || isShownMedia(src, mediaBases());
}

/**
 * Rich descriptions keep formatting and images, never scripts, handlers, foreign frames, page
 * overlays (only typographic styles survive), data: links, or pictures and videos from elsewhere.
 */
export const cleanHtml = (html: string) =>
  sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'video'],
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      img: ['src', 'alt', 'width', 'height', 'style'],
      span: ['style'],
      p: ['style'],
      video: ['src', 'controls', 'width', 'height'],
    },
    allowedStyles: {
      '*': {
        color: colour,
        'background-color': colour,
        'text-align': [/^(left|right|center|justify)$/],
        'font-size': length,
        'font-weight': [/^(normal|bold|[1-9]00)$/],
        'font-style': [/^(normal|italic)$/],
        'text-decoration': [/^(none|underline|line-through)$/],
        'line-height': [/^\d+(\.\d+)?(px|em|rem|%)?$/],
      },
      img: { width: length, height: length, 'max-width': length },
    },
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    exclusiveFilter: (frame) => !shown(frame),
  });
