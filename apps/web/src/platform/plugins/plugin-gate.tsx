import type { PluginKey } from '@casework/contract';
import { Alert, Button, Center, Stack } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isPluginEnabled, pluginsQueryOptions } from './plugins-query.ts';

/** SPEC §2: on start the app renders nothing until the plugin list is loaded (once per browser session). */
export function PluginGate({ children }: { children: ReactNode }) {
  const query = useQuery(pluginsQueryOptions);
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <Center mih="100vh" p="md" component="main">
        <Stack maw={420}>
          <Alert color="red" variant="light" title="Casework could not start" icon={<IconPlugConnectedX />}>
            The list of app areas could not be loaded. Check your connection and try again.
          </Alert>
          <Button onClick={() => void query.refetch()}>Try again</Button>
        </Stack>
      </Center>
    );
  }
  return children;
}

/** Whether a plugin area is switched on; an area the list does not switch off is on. */
export function usePluginEnabled(): (key: PluginKey) => boolean {
  const { data } = useQuery(pluginsQueryOptions);
  return (key) => isPluginEnabled(data, key);
}
