import { memo } from 'react';

export interface StaticHtmlProps {
  /** HTML the server already sanitised */
  html: string;
  className?: string;
}

/**
 * HTML rendered once and left alone: React neither rebuilds it when hydrating nor visits it again (memo on the HTML
 * string and class name), so the article's nodes the server sent stay in place.
 */
export const StaticHtml = memo(function StaticHtml({ html, className }: StaticHtmlProps) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
});
