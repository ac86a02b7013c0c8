import sanitizeHtml from 'sanitize-html';

// The values the recipe editor's toolbar writes: hex colours, and its three font sizes (small, large, huge).
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const EDITOR_FONT_SIZE = /^(?:0\.75|1\.5|2\.5)em$/;

/** An image the site can show: an uploaded file (/uploads/…) or a web address; never inline data. */
const IMAGE_SOURCE = /^(?:https?:\/\/[^\s]+|\/uploads\/[\w./-]+)$/i;

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'sub',
    'sup',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'span',
    'div',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    ol: ['start'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      color: [HEX_COLOUR],
      'background-color': [HEX_COLOUR],
      'font-size': [EDITOR_FONT_SIZE],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const out = { ...attribs };
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      else delete out.target;
      return { tagName, attribs: out };
    },
  },
  // An image whose source is not an upload or a web address (data:, relative paths) goes entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SOURCE.test(frame.attribs.src ?? ''),
};

/**
 * Reduces creator-written HTML to what the recipe editor produces (headings, bold, italic, underline, strike, quotes,
 * code blocks, nested lists, links, colours and sizes, figures with images, tables): no scripts, event handlers,
 * javascript: URLs, inline data: images or other styles survive.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}
