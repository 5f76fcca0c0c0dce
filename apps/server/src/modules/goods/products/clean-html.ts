import sanitizeHtml from 'sanitize-html';

const colour = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+\s*)?\)$/i,
];
const length = [/^\d+(\.\d+)?(px|em|rem|%)$/];

/**
 * Rich descriptions keep formatting and images, never scripts, handlers, foreign frames, page
 * overlays (only typographic styles survive) or data: links.
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
  });
