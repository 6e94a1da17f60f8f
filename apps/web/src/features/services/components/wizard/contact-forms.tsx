import {
  ContactBody,
  SERVICE_PHONE_TYPES,
  ServicePhoneBody,
  type ContactView,
  type ServicePhoneType,
  type ServicePhoneView,
} from '@casework/contract';
import { Grid, Select, TagsInput, TextInput } from '@mantine/core';
import { ResourceFormFrame } from './resource-form-frame.tsx';
import { namedOptions } from './select-with-add.tsx';
import { usePartForm, type PartFormProps } from './use-part-form.ts';

export const PHONE_TYPE_LABELS: Record<ServicePhoneType, string> = {
  voice: 'Voice',
  text: 'Text messages',
  fax: 'Fax',
  cell: 'Cell',
  video: 'Video',
  pager: 'Pager',
  textphone: 'Textphone (TTY)',
};

/** A person to ask about the service. */
export function ContactForm({ serviceId, item, onDone }: PartFormProps<ContactView>) {
  const form = usePartForm({
    part: 'contacts',
    serviceId,
    item,
    initial: {
      name: item?.name ?? '',
      title: item?.title ?? '',
      department: item?.department ?? '',
      email: item?.email ?? '',
      phone: item?.phone ?? '',
    },
    schema: ContactBody,
    requiredMessages: { name: 'Give the contact’s name' },
    fields: ['name', 'title', 'department', 'email', 'phone'],
    savedMessage: (saved) => `Contact saved: ${saved.name}`,
    onDone,
  });
  return (
    <ResourceFormFrame
      form={form}
      label={item ? `Edit ${item.name}` : 'New contact'}
      submitLabel={item ? 'Save contact' : 'Add contact'}
      onCancel={onDone}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Name" withAsterisk maxLength={200} autoComplete="off" {...form.text('name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Title"
            description="e.g. “Intake coordinator”"
            maxLength={200}
            {...form.text('title')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="Department" maxLength={200} {...form.text('department')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="E-mail" type="email" maxLength={320} autoComplete="off" {...form.text('email')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label="Phone"
            type="tel"
            placeholder="(907) 555-0100"
            maxLength={30}
            autoComplete="off"
            {...form.text('phone')}
          />
        </Grid.Col>
      </Grid>
    </ResourceFormFrame>
  );
}

export interface PhoneFormProps extends PartFormProps<ServicePhoneView> {
  locations: readonly { id: string; name: string }[];
}

/** A phone number of the service, for the whole service or one of its locations. */
export function PhoneForm({ serviceId, item, locations, onDone }: PhoneFormProps) {
  const form = usePartForm({
    part: 'phones',
    serviceId,
    item,
    initial: {
      number: item?.number ?? '',
      extension: item?.extension ?? '',
      type: item?.type ?? ('voice' as ServicePhoneType),
      locationId: item?.locationId ?? null,
      description: item?.description ?? '',
      languages: item?.languages ?? [],
    },
    schema: ServicePhoneBody,
    fields: ['number', 'extension', 'type', 'locationId', 'description', 'languages'],
    savedMessage: (saved) => `Phone saved: ${saved.number}`,
    onDone,
  });
  const { values, set, errorFor } = form;
  return (
    <ResourceFormFrame
      form={form}
      label={item ? `Edit ${item.number}` : 'New phone number'}
      submitLabel={item ? 'Save phone' : 'Add phone'}
      onCancel={onDone}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 8, sm: 4 }}>
          <TextInput
            label="Number"
            withAsterisk
            type="tel"
            placeholder="(907) 555-0100"
            maxLength={30}
            autoComplete="off"
            {...form.text('number')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 2 }}>
          <TextInput label="Extension" maxLength={10} {...form.text('extension')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Type"
            data={SERVICE_PHONE_TYPES.map((t) => ({ value: t, label: PHONE_TYPE_LABELS[t] }))}
            value={values.type}
            onChange={(value) => set('type', (value ?? 'voice') as ServicePhoneType)}
            allowDeselect={false}
            error={errorFor('type')}
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Location"
            description="Leave empty for a number of the whole service"
            placeholder="Every location"
            data={namedOptions(locations)}
            value={values.locationId}
            onChange={(value) => set('locationId', value)}
            clearable
            error={errorFor('locationId')}
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="What the number is for"
            description="e.g. “Appointments” or “After-hours crisis line”"
            maxLength={200}
            {...form.text('description')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TagsInput
            label="Languages spoken"
            description="Type a language and press Enter"
            value={values.languages}
            onChange={(value) => set('languages', value)}
            maxTags={20}
            error={errorFor('languages')}
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
      </Grid>
    </ResourceFormFrame>
  );
}
