import type { LocationView } from '@casework/contract';
import { CloseButton, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { showToast } from '../../../../platform/forms/toast.ts';
import { ErrorAlert } from '../../../../platform/ui/error-alert.tsx';
import { PendingButton } from '../../../../platform/ui/pending-button.tsx';
import { useCreateServiceAtLocation } from '../../api/create-service-at-location.ts';
import { useLocations } from '../../api/list-locations.ts';
import { addressText } from '../service-format.ts';

export interface ExistingLocationPickerProps {
  serviceId: string;
  /** Locations the service is offered at already: not offered again. */
  linkedIds: ReadonlySet<string>;
  onClose: () => void;
}

/** "Use an existing location": search the directory's locations and offer the service at one of them. */
export function ExistingLocationPicker({ serviceId, linkedIds, onClose }: ExistingLocationPickerProps) {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), 250);
  const locations = useLocations(debounced, debounced.length >= 2);
  const link = useCreateServiceAtLocation();
  const found = (locations.data?.items ?? []).filter((l) => !linkedIds.has(l.id));
  /** The location being linked: its button waits, the others cannot be used meanwhile. */
  const linking = link.isPending ? link.variables.locationId : undefined;

  function offerAt(location: LocationView) {
    link.mutate(
      { serviceId, locationId: location.id },
      {
        onSuccess: () => {
          showToast({ color: 'teal', message: `The service is now offered at ${location.name}.` });
          onClose();
        },
      },
    );
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4} size="h5">
            Use an existing location
          </Title>
          <CloseButton aria-label="Close the location search" onClick={onClose} />
        </Group>
        <TextInput
          label="Find a location"
          description="Its name, street or city: at least two letters"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value)}
          autoComplete="off"
          // Opened by a button that the search replaces: the search takes its focus.
          autoFocus
        />
        {link.isError ? <ErrorAlert title="Not added" error={link.error} /> : null}
        {debounced.length < 2 ? null : locations.isError ? (
          <ErrorAlert title="The search did not work" error={locations.error} />
        ) : locations.isPending ? (
          <Loader size="sm" aria-label="Searching locations" />
        ) : found.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            No other location matches “{debounced}”.
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label="Locations found"
          >
            {found.map((location) => {
              const address = location.physicalAddresses[0];
              return (
                <Group component="li" key={location.id} justify="space-between" wrap="nowrap" gap="sm">
                  <div>
                    <Text fw={600}>{location.name}</Text>
                    <Text size="sm" c="dimmed">
                      {address ? addressText(address) : 'No street address'}
                    </Text>
                  </div>
                  <PendingButton
                    size="compact-sm"
                    variant="light"
                    aria-label={`Offer the service at ${location.name}`}
                    pending={linking === location.id}
                    disabled={linking !== undefined && linking !== location.id}
                    onClick={() => offerAt(location)}
                  >
                    Offer here
                  </PendingButton>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
