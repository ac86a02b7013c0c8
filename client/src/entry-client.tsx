import './app/fonts.css';
import './app/baseline.css';
import './app/elements.css';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadPage } from './app/routes';
import { AppProviders } from './app/AppProviders';
import { createEmotionCache } from './app/emotion';
import { createBrowserClient } from './lib/apollo';
import { serverState } from './lib/server-state';
import { replayEarlyInput } from './lib/early-input';

const client = createBrowserClient(serverState().apollo);

// The landing page's chunk first: the first render must be synchronous to match the server HTML.
await preloadPage(window.location.pathname);

/**
 * Once the root has committed the app takes input: what the page held before is replayed (lib/early-input.ts). A
 * wrapper, not a sibling: a sibling would change every useId below from the server's (ids tie labels to fields and
 * buttons to the panels they open).
 */
function EarlyInputReplay({ children }: { children: ReactNode }) {
  useEffect(replayEarlyInput, []);
  return children;
}

// In a transition, hydration is interruptible: React works in short slices and yields to the browser between them
// (and to a reader's input, hydrating the part they touched first).
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <AppProviders client={client} emotionCache={createEmotionCache()}>
        <EarlyInputReplay>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </EarlyInputReplay>
      </AppProviders>
    </StrictMode>,
  );
});
