import { CompositeDecorator, type ContentBlock, type ContentState, type DraftInlineStyle } from 'draft-js';
import type { CSSProperties, ReactNode } from 'react';
import {
  BACKGROUND_PREFIX,
  COLOR_PREFIX,
  ENTITY,
  FONT_SIZE_EM,
  FONT_SIZE_PREFIX,
  type FontSize,
  type LinkData,
} from './formats';

// Links show as links while editing; they are entities over the text, found per block.
function findLinks(block: ContentBlock, callback: (start: number, end: number) => void, content: ContentState) {
  block.findEntityRanges((c) => {
    const key = c.getEntity();
    return key !== null && content.getEntity(key).getType() === ENTITY.link;
  }, callback);
}
function LinkText({
  contentState,
  entityKey,
  children,
}: {
  contentState: ContentState;
  entityKey: string;
  children: ReactNode;
}) {
  const { url } = contentState.getEntity(entityKey).getData() as LinkData;
  return (
    <a href={url} title={url}>
      {children}
    </a>
  );
}
export const decorator = new CompositeDecorator([{ strategy: findLinks, component: LinkText }]);

/** Colour, background and size styles carry their value in their name. */
export function customStyle(style: DraftInlineStyle): CSSProperties {
  const css: CSSProperties = {};
  style.forEach((name) => {
    if (name?.startsWith(COLOR_PREFIX)) css.color = name.slice(COLOR_PREFIX.length);
    else if (name?.startsWith(BACKGROUND_PREFIX)) css.backgroundColor = name.slice(BACKGROUND_PREFIX.length);
    else if (name?.startsWith(FONT_SIZE_PREFIX))
      css.fontSize = FONT_SIZE_EM[name.slice(FONT_SIZE_PREFIX.length) as FontSize];
  });
  return css;
}
