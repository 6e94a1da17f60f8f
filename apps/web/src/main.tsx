import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { installGlobalErrorLogging } from './platform/logging/client-logger.ts';
import { preferJitlessZod } from './platform/api/zod-jitless.ts';
import { sessionStore } from './platform/session/session-instance.ts';
import { createAppQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

preferJitlessZod();
installGlobalErrorLogging();

const queryClient = createAppQueryClient();
const router = createAppRouter({ queryClient, session: sessionStore });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// The first render as a transition: React then renders in slices and gives the browser its turn between them,
// instead of one long task that keeps a slow phone from answering a tap (Lighthouse's total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App router={router} queryClient={queryClient} sessionStore={sessionStore} />
    </StrictMode>,
  );
});
