import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { StyleRule } from '../render-contract';

export interface PageStyles {
  /** the <style> tags to inline */
  tags: string;
  /** every rule the page uses, globals first, each group in the order Emotion inserted them */
  rules: StyleRule[];
}

/**
 * Collects the Emotion styles of one server render with `cache` (call it before rendering: from then on the cache
 * keeps each rule's CSS). For the rendered `html`, Emotion's own choice of the rules the page uses (its critical
 * chunks: the globals, then the classes the HTML names), as tags to inline and as rules for the build's shared
 * stylesheet. Rules whose ids are in `linked` are named in the tags without their CSS: the browser's Emotion cache
 * reads the names and does not insert those rules again on hydration.
 */
export function pageStyleCollector(cache: EmotionCache) {
  const emotion = createEmotionServer(cache);
  const cssOf = (id: string) => cache.inserted[id] as string;
  return (html: string, linked: ReadonlySet<string> = new Set()): PageStyles => {
    const critical = emotion.extractCriticalToChunks(html);
    const rules = critical.styles.flatMap((chunk) =>
      chunk.ids.map((id) => ({ id, css: cssOf(id), global: chunk.key !== cache.key })),
    );
    const styles = critical.styles
      .filter((chunk) => chunk.ids.length > 0)
      .map((chunk) => ({
        ...chunk,
        css: chunk.ids
          .filter((id) => !linked.has(id))
          .map(cssOf)
          .join(''),
      }));
    return { tags: emotion.constructStyleTagsFromChunks({ html, styles }), rules };
  };
}
