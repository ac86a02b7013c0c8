/**
 * For a long section that is mostly below the fold: the browser skips its style, layout and paint until it comes
 * near the viewport (`content-visibility: auto`), which is most of what a long page costs a slow phone while it loads.
 * It stays in the accessibility tree, in find-in-page and reachable by its anchors; until first laid out it takes
 * `height` as its size, then the size it last had (`auto`), so the scrollbar barely moves.
 * Not for a section on a dark background (the footer): an accessibility audit cannot see a skipped section's
 * background and judges its light text against white.
 */
export const belowTheFold = (height: number) =>
  ({ contentVisibility: 'auto', containIntrinsicSize: `auto ${height}px` }) as const;
