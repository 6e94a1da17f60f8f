import { AddressBody, LocationBody } from '@casework/contract';
import { Checkbox, Grid, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { errorMessage } from '../../../../platform/api/api-error.ts';
import { showToast } from '../../../../platform/forms/toast.ts';
import { useCreateServiceLocation } from '../../api/create-service-location.ts';
import type { ServiceLocation } from '../../api/list-service-locations.ts';
import { useSaveLocationAddress, type AddressKind } from '../../api/save-location-address.ts';
import { useUpdateLocation } from '../../api/update-location.ts';
import { AddressFields, addressValues, type AddressValues } from './address-fields.tsx';
import { ResourceFormFrame } from './resource-form-frame.tsx';
import { FormFieldsError, prefixedFieldErrors, useResourceForm } from './use-resource-form.ts';

/** The location's own fields with its physical and (optional) postal address, checked in one go. */
const LocationWithAddresses = z.object({
  ...LocationBody.shape,
  physical: AddressBody,
  postal: AddressBody.nullable(),
});

const FIELDS = ['name', 'alternateName', 'description', 'transportation', 'physical', 'postal'];

interface LocationValues {
  name: string;
  description: string;
  transportation: string;
  physical: AddressValues;
  withPostal: boolean;
  postal: AddressValues;
}

export interface LocationFormProps {
  serviceId: string;
  /** The location to edit; null to add a new one to the service. */
  location: ServiceLocation | null;
  /** Closes the form: with the saved location, or with nothing after a cancel. */
  onDone: (saved?: { id: string }) => void;
}

/**
 * Add a location to the service (POST /services/{serviceId}/locations, then its addresses) or edit one (PUT the
 * location and its addresses). When an address is refused after the location was created, the form stays open on
 * the created location, so saving again does not create it twice.
 */
export function LocationForm({ serviceId, location, onDone }: LocationFormProps) {
  const create = useCreateServiceLocation(serviceId);
  const update = useUpdateLocation();
  const saveAddress = useSaveLocationAddress();
  // What an earlier, partly refused save already created: saving again replaces these instead of adding twice.
  const [created, setCreated] = useState<Partial<Record<'location' | AddressKind, string>>>({});
  const physicalId = location?.physicalAddresses[0]?.id ?? created.physical ?? null;
  const postalId = location?.postalAddresses[0]?.id ?? null;

  async function saveAddressOf(
    kind: AddressKind,
    locationId: string,
    addressId: string | null,
    body: AddressBody,
  ) {
    try {
      const saved = await saveAddress.mutateAsync({ kind, locationId, addressId, body });
      setCreated((current) => ({ ...current, [kind]: saved.id }));
    } catch (error) {
      const fields = prefixedFieldErrors(error, `${kind}.`);
      throw new FormFieldsError(`The ${kind} address was not saved: ${errorMessage(error)}`, fields);
    }
  }

  const form = useResourceForm({
    initial: {
      name: location?.name ?? '',
      description: location?.description ?? '',
      transportation: location?.transportation ?? '',
      physical: addressValues(location?.physicalAddresses[0]),
      withPostal: postalId !== null,
      postal: addressValues(location?.postalAddresses[0]),
    } satisfies LocationValues,
    schema: LocationWithAddresses,
    toInput: ({ withPostal, postal, ...values }: LocationValues) => ({
      ...values,
      postal: withPostal ? postal : null,
    }),
    requiredMessages: {
      name: 'Give the location a name, e.g. “Main office”',
      'physical.address1': 'Give the street address',
      'physical.city': 'Give the city or village',
      'physical.stateProvince': 'Give the state',
      'postal.address1': 'Give the street address or PO box',
      'postal.city': 'Give the city or village',
      'postal.stateProvince': 'Give the state',
    },
    fields: FIELDS,
    submit: async ({ physical, postal, ...body }) => {
      let locationId = location?.id ?? created.location;
      if (locationId) await update.mutateAsync({ locationId, body });
      else {
        const newId = (await create.mutateAsync(body)).id;
        setCreated((current) => ({ ...current, location: newId }));
        locationId = newId;
      }
      await saveAddressOf('physical', locationId, physicalId, physical);
      if (postal) await saveAddressOf('postal', locationId, postalId ?? created.postal ?? null, postal);
      return { id: locationId, name: body.name };
    },
    onSaved: (saved) => {
      showToast({ color: 'teal', message: `Location saved: ${saved.name}` });
      onDone(saved);
    },
  });
  const { values, set, errorFor } = form;
  const label = location ? `Edit ${location.name}` : 'New location';

  return (
    <ResourceFormFrame
      form={form}
      label={label}
      submitLabel={location ? 'Save location' : 'Add location'}
      onCancel={onDone}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Location name"
            description="e.g. “Bethel office” or “Community hall”"
            withAsterisk
            maxLength={200}
            {...form.text('name')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Getting there"
            description="Bus routes, parking, which door"
            maxLength={4000}
            {...form.text('transportation')}
          />
        </Grid.Col>
      </Grid>
      <Textarea label="Description" autosize minRows={2} maxLength={4000} {...form.text('description')} />
      <AddressFields
        legend="Physical address"
        name="physical"
        value={values.physical}
        onChange={(v) => set('physical', v)}
        errorFor={errorFor}
      />
      <Checkbox
        label="Mail goes to a different postal address"
        description={postalId ? 'A saved postal address can be changed here, not removed.' : undefined}
        checked={values.withPostal}
        disabled={postalId !== null}
        onChange={(e) => set('withPostal', e.currentTarget.checked)}
      />
      {values.withPostal ? (
        <AddressFields
          legend="Postal address"
          name="postal"
          value={values.postal}
          onChange={(v) => set('postal', v)}
          errorFor={errorFor}
          withAttention
        />
      ) : null}
    </ResourceFormFrame>
  );
}
