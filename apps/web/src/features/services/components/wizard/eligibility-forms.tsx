import {
  EligibilityBody,
  RequiredDocumentBody,
  ServiceAreaBody,
  type EligibilityView,
  type RequiredDocumentView,
  type ServiceAreaView,
} from '@casework/contract';
import { Grid, NumberInput, TextInput, Textarea } from '@mantine/core';
import { ResourceFormFrame } from './resource-form-frame.tsx';
import { usePartForm, type PartFormProps } from './use-part-form.ts';

type Age = number | string;

/** The oldest age a limit may name (the contract's bound). */
const AGE_MAX = 130;

/** An age as the API takes it: nothing typed is no limit. */
const ageOrNull = (age: Age) => (age === '' ? null : Number(age));

/** Ages typed outside 0 to 130, or not whole years, keyed by field: said next to the field, never corrected. */
function ageProblems(values: { minimumAge: Age; maximumAge: Age }): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of ['minimumAge', 'maximumAge'] as const) {
    const typed = String(values[field]).trim();
    if (typed === '') continue;
    const age = Number(typed);
    if (!Number.isInteger(age) || age < 0 || age > AGE_MAX)
      problems[field] = `Give an age in whole years from 0 to ${AGE_MAX}, or leave it empty for no limit`;
  }
  return problems;
}

/** Who may use the service, with optional age limits. */
export function EligibilityForm({ serviceId, item, onDone }: PartFormProps<EligibilityView>) {
  const form = usePartForm({
    part: 'eligibilities',
    serviceId,
    item,
    initial: {
      description: item?.description ?? '',
      minimumAge: (item?.minimumAge ?? '') as Age,
      maximumAge: (item?.maximumAge ?? '') as Age,
    },
    schema: EligibilityBody,
    toInput: (v) => ({ ...v, minimumAge: ageOrNull(v.minimumAge), maximumAge: ageOrNull(v.maximumAge) }),
    check: ageProblems,
    requiredMessages: { description: 'Say who may use the service, e.g. “Alaska residents”' },
    fields: ['description', 'minimumAge', 'maximumAge'],
    savedMessage: () => 'Eligibility saved',
    onDone,
  });
  const age = (field: 'minimumAge' | 'maximumAge', label: string) => (
    <Grid.Col span={{ base: 6, sm: 3 }}>
      {/* The age stays as typed (no clamping, no dropped minus sign): one out of range is explained instead. */}
      <NumberInput
        label={label}
        min={0}
        max={AGE_MAX}
        clampBehavior="none"
        trimLeadingZeroesOnBlur={false}
        value={form.values[field]}
        onChange={(value) => form.set(field, value)}
        error={form.errorFor(field)}
      />
    </Grid.Col>
  );
  return (
    <ResourceFormFrame
      form={form}
      label={item ? 'Edit eligibility' : 'New eligibility'}
      submitLabel={item ? 'Save eligibility' : 'Add eligibility'}
      onCancel={onDone}
    >
      <Textarea
        label="Who is eligible"
        description="e.g. “Tribal members and their households in the Bristol Bay region”"
        withAsterisk
        autosize
        minRows={2}
        maxLength={4000}
        {...form.text('description')}
      />
      <Grid gap="sm">
        {age('minimumAge', 'Minimum age')}
        {age('maximumAge', 'Maximum age')}
      </Grid>
    </ResourceFormFrame>
  );
}

/** A document a participant brings, optionally with a link to it. */
export function RequiredDocumentForm({ serviceId, item, onDone }: PartFormProps<RequiredDocumentView>) {
  const form = usePartForm({
    part: 'requiredDocuments',
    serviceId,
    item,
    initial: { document: item?.document ?? '', uri: item?.uri ?? '' },
    schema: RequiredDocumentBody,
    requiredMessages: { document: 'Name the document, e.g. “Tribal ID card”' },
    fields: ['document', 'uri'],
    savedMessage: (saved) => `Document saved: ${saved.document}`,
    onDone,
  });
  return (
    <ResourceFormFrame
      form={form}
      label={item ? `Edit ${item.document}` : 'New required document'}
      submitLabel={item ? 'Save document' : 'Add document'}
      onCancel={onDone}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Document" withAsterisk maxLength={200} {...form.text('document')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Link"
            description="Optional: where to get or download it"
            type="url"
            placeholder="https://"
            maxLength={2000}
            {...form.text('uri')}
          />
        </Grid.Col>
      </Grid>
    </ResourceFormFrame>
  );
}

/** An area the service covers, e.g. "Bristol Bay region". */
export function ServiceAreaForm({ serviceId, item, onDone }: PartFormProps<ServiceAreaView>) {
  const form = usePartForm({
    part: 'serviceAreas',
    serviceId,
    item,
    initial: { name: item?.name ?? '', description: item?.description ?? '' },
    schema: ServiceAreaBody,
    requiredMessages: { name: 'Name the area, e.g. “Bristol Bay region”' },
    fields: ['name', 'description'],
    savedMessage: (saved) => `Service area saved: ${saved.name}`,
    onDone,
  });
  return (
    <ResourceFormFrame
      form={form}
      label={item ? `Edit ${item.name}` : 'New service area'}
      submitLabel={item ? 'Save area' : 'Add area'}
      onCancel={onDone}
    >
      <TextInput label="Area" withAsterisk maxLength={200} {...form.text('name')} />
      <TextInput
        label="Details"
        description="e.g. “Villages on the Kuskokwim River”"
        maxLength={4000}
        {...form.text('description')}
      />
    </ResourceFormFrame>
  );
}
