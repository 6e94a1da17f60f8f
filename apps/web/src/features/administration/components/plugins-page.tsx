import type { PluginView } from '@casework/contract';
import { Alert, Group, Loader, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { Page } from '../../../platform/layout/page.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { TableSkeleton } from '../../../platform/ui/list-states.tsx';
import { usePluginsForAdministration } from '../api/list-plugins.ts';
import { useUpdatePlugin } from '../api/update-plugin.ts';

/** Switch areas of the product on or off for the whole organisation. */
export function PluginsPage() {
  const plugins = usePluginsForAdministration();
  const update = useUpdatePlugin();

  function toggle(plugin: PluginView, enabled: boolean) {
    update.mutate(
      { pluginKey: plugin.key, enabled },
      {
        onSuccess: (saved) =>
          showToast({
            color: 'teal',
            title: `${saved.name} switched ${saved.enabled ? 'on' : 'off'}`,
            message:
              'Your navigation shows the change now; other people see it in their next browser session.',
          }),
        onError: (e) =>
          showToast({ color: 'red', title: `${plugin.name} was not changed`, message: errorMessage(e) }),
      },
    );
  }

  return (
    <Page title="Plugins" description="Switch areas of Casework on or off for everyone in your organisation.">
      <Alert variant="light" color="indigo" icon={<IconInfoCircle aria-hidden />} maw={760}>
        An area switched off disappears from the navigation and its pages say it is switched off; nothing in
        it is deleted. Your own screens change at once. Everyone else keeps the list they loaded until their
        next browser session: they see the change when they open Casework in a new tab or window, or after
        restarting their browser.
      </Alert>
      {plugins.isError ? (
        <ErrorAlert title="The plugin list could not be loaded" error={plugins.error} />
      ) : plugins.isPending ? (
        <TableSkeleton rows={6} label="Loading plugins" />
      ) : (
        <Paper withBorder maw={760} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {plugins.data.items.map((plugin, index) => {
            const saving = update.isPending && update.variables.pluginKey === plugin.key;
            const nameId = `plugin-${plugin.key}-name`;
            const descriptionId = `plugin-${plugin.key}-description`;
            return (
              <li
                key={plugin.key}
                style={{
                  borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-default-border)',
                }}
              >
                <Group justify="space-between" wrap="nowrap" gap="md" p="md">
                  <Stack gap={2}>
                    <Text fw={600} id={nameId}>
                      {plugin.name}
                    </Text>
                    <Text size="sm" c="dimmed" id={descriptionId}>
                      {plugin.description}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    {saving ? <Loader size="xs" aria-label={`Saving ${plugin.name}`} /> : null}
                    <Switch
                      size="lg"
                      onLabel="On"
                      offLabel="Off"
                      checked={saving ? update.variables.enabled : plugin.enabled}
                      onChange={(e) => toggle(plugin, e.currentTarget.checked)}
                      disabled={saving}
                      aria-labelledby={nameId}
                      aria-describedby={descriptionId}
                    />
                  </Group>
                </Group>
              </li>
            );
          })}
        </Paper>
      )}
    </Page>
  );
}
