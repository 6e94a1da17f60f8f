import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { installGlobalErrorLogging } from './platform/logging/client-logger.ts';
import { sessionStore } from './platform/session/session-instance.ts';
import { createAppQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

installGlobalErrorLogging();

const queryClient = createAppQueryClient();
const router = createAppRouter({ queryClient, session: sessionStore });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} sessionStore={sessionStore} />
  </StrictMode>,
);
