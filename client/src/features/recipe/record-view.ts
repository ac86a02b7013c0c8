import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql';
import { usePreviewMode } from '../../lib/preview-mode';
import { recordRecentlyViewed } from '../../lib/recently-viewed';
import { viewCountedByLoader } from '../../lib/early-input';

const RecordRecipeView = graphql(`
  mutation RecordRecipeView($id: Int!) {
    recordRecipeView(id: $id)
  }
`);

// Crawlers and audits are not readers: their visits would skew 'Populares'.
const NOT_A_READER = /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly|preview/i;

/**
 * Counts one view of the recipe once the page is live in the browser (never in the server render, which is shared
 * by every reader), and remembers it as recently viewed on this device. The server counts a visitor once an hour; a failed count is not worth bothering the reader with.
 */
export function useRecordView(shownId: number | undefined) {
  const client = useApolloClient();
  // An admin's preview is not a reader's view.
  const recipeId = usePreviewMode() ? undefined : shownId;
  // This device's 'Visualizadas Recentemente' in the search drawer: every reader, crawlers aside.
  useEffect(() => {
    if (recipeId) recordRecentlyViewed(recipeId);
  }, [recipeId]);
  // StrictMode runs effects twice on mount; the ref survives that, so one page view sends one request.
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (!recipeId || recorded.current === recipeId || NOT_A_READER.test(navigator.userAgent)) return;
    recorded.current = recipeId;
    // the page this reader landed on counted its view from its inline loader, before any code ran
    if (viewCountedByLoader(recipeId)) return;
    client.mutate({ mutation: RecordRecipeView, variables: { id: recipeId } }).catch(() => {});
  }, [client, recipeId]);
}
