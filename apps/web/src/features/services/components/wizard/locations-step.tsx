import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ErrorAlert } from '../../../../platform/ui/error-alert.tsx';
import { useServiceLocations, type ServiceLocation } from '../../api/list-service-locations.ts';
import { addressText } from '../service-format.ts';
import { ExistingLocationPicker } from './existing-location-picker.tsx';
import { LocationForm } from './location-form.tsx';
import { PartItem, PartSection } from './part-section.tsx';
import { useFocusWhenShown } from './use-focus-when-shown.ts';
import { STEP_WIDTH } from './wizard-steps.ts';

/** Step Locations: where the service is offered: new locations, existing ones, and their addresses. */
export function LocationsStep({ serviceId }: { serviceId: string }) {
  const locations = useServiceLocations(serviceId);
  const [picking, setPicking] = useState(false);
  const pickButton = useRef<HTMLButtonElement>(null);
  const focusWhenShown = useFocusWhenShown();
  if (locations.isError)
    return <ErrorAlert title="The locations could not be loaded" error={locations.error} />;
  if (!locations.data) return <Loader size="sm" aria-label="Loading the locations" />;
  const items = locations.data.items;
  return (
    <Stack gap="md" maw={STEP_WIDTH}>
      <PartSection<ServiceLocation>
        title="Locations"
        description="Each place a participant can go for the service. Changes to a location show for every service offered there."
        items={items}
        emptyText="No location yet: add one, or use a location already in the directory."
        addLabel="Add a new location"
        itemName={(l) => l.name}
        renderItem={(l) => <LocationSummary location={l} />}
        renderForm={(l, close) => <LocationForm serviceId={serviceId} location={l} onDone={close} />}
        actions={
          picking ? null : (
            <Button
              variant="default"
              leftSection={<IconMapPin size={16} aria-hidden />}
              onClick={() => setPicking(true)}
              ref={pickButton}
            >
              Use an existing location
            </Button>
          )
        }
      />
      {picking ? (
        <ExistingLocationPicker
          serviceId={serviceId}
          linkedIds={new Set(items.map((l) => l.id))}
          onClose={() => {
            setPicking(false);
            focusWhenShown({ target: () => pickButton.current });
          }}
        />
      ) : null}
    </Stack>
  );
}

function LocationSummary({ location }: { location: ServiceLocation }) {
  const physical = location.physicalAddresses[0];
  const postal = location.postalAddresses[0];
  const dimmed = (text: string) => (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
  return (
    <PartItem title={location.name}>
      <Text size="sm">{physical ? addressText(physical) : 'No street address yet'}</Text>
      {postal ? dimmed(`Mail: ${addressText(postal)}`) : null}
      {location.transportation ? dimmed(`Getting there: ${location.transportation}`) : null}
    </PartItem>
  );
}
