/** What a pasted page may weigh once trimmed: the API takes 1 MB of JSON, with room for the rest of the request. */
export const MAX_PASTED_HTML_BYTES = 950 * 1024;

/**
 * A pasted page without what never holds a recipe (styles, inline pictures, comments, scripts other than JSON-LD):
 * a blog post's source is often 1–3 MB, its recipe a few KB of it.
 */
export function trimPastedHtml(html: string): string {
  return html
    .replace(/<!--(?![\s\S]{0,20}ld\+json)[\s\S]*?-->/g, '')
    .replace(/<style\b[\s\S]*?<\/style\s*>/gi, '')
    .replace(/<svg\b[\s\S]*?<\/svg\s*>/gi, '')
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<(iframe|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}

export const byteLength = (text: string) => new TextEncoder().encode(text).length;
