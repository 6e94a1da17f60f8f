import './platform/ui/mantine-styles.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { installGlobalErrorLogging } from './platform/logging/client-logger.ts';
import { preferJitlessZod } from './platform/api/zod-jitless.ts';
import { pluginsQueryOptions } from './platform/plugins/plugins-query.ts';
import { sessionStore } from './platform/session/session-instance.ts';
import { keepPageWhenOffline } from './platform/ui/chunk-load-error.ts';
import { createAppQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

preferJitlessZod();
installGlobalErrorLogging();
keepPageWhenOffline();

const queryClient = createAppQueryClient();
const router = createAppRouter({ queryClient, session: sessionStore });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** How long the first render waits for the page's answers before it shows the app with its pending view. */
const FIRST_RENDER_WAIT_MS = 2_000;

/**
 * The plugin list, the session and the page's loaders, before anything renders: the loading frame of index.html
 * stays until then. React then renders the whole page once, as a transition, in slices that give the browser its
 * turn between them; rendering the frame first and the page when its answers arrive made that second render a
 * synchronous update (the router's and TanStack Query's stores), one long task on a slow phone. A page whose answers
 * take longer than FIRST_RENDER_WAIT_MS renders with its pending view, as before. A failure here is the router's and
 * the plugin gate's to show once rendered.
 */
async function loadFirstPage(): Promise<void> {
  const ready = Promise.allSettled([queryClient.prefetchQuery(pluginsQueryOptions), router.load()]);
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
}

const root = createRoot(container);
void loadFirstPage().then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} sessionStore={sessionStore} />
      </StrictMode>,
    );
  });
});
