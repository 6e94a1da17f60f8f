import type { ScheduleView, ServiceDetailsView } from '@casework/contract';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Fragment, useId, type ReactNode } from 'react';
import { PhoneLink } from '../../../../platform/ui/phone-link.tsx';
import { addressText, ageRange } from '../service-format.ts';
import { PHONE_TYPE_LABELS } from './contact-forms.tsx';
import { SERVICE_FIELD_LABELS as LABELS } from './service-field-labels.ts';
import type { WizardStep } from './wizard-steps.ts';

export interface ReviewSummaryProps {
  service: ServiceDetailsView;
  schedules: readonly ScheduleView[];
  onEdit: (step: WizardStep) => void;
}

/** Everything the wizard saved, read-only and compact, each part with a way back to its step. */
export function ReviewSummary({ service, schedules, onEdit }: ReviewSummaryProps) {
  const locationName = (id: string | null) =>
    id === null ? 'Every location' : (service.locations.find((l) => l.id === id)?.name ?? 'Another location');
  return (
    <Stack gap="md">
      <Part title="Service" step="Service" onEdit={onEdit}>
        <Facts
          rows={[
            [LABELS.name, service.name],
            [LABELS.alternateName, service.alternateName],
            [LABELS.categoryId, service.category.name],
            [LABELS.departmentId, service.department?.name],
            [LABELS.programId, service.program?.name],
            [LABELS.teamId, service.team?.name ?? 'None: participants cannot message about it'],
            [LABELS.url, service.url],
            [LABELS.email, service.email],
            [LABELS.feesDescription, service.feesDescription],
            [LABELS.applicationProcess, service.applicationProcess],
            [LABELS.interpretationServices, service.interpretationServices],
          ]}
        />
        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line' }}>
          {service.description}
        </Text>
      </Part>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Part title="Locations" step="Locations" onEdit={onEdit}>
          <Lines
            empty="No location: participants will not know where to go."
            lines={service.locations.map((l) => {
              const address = l.physicalAddresses[0];
              return `${l.name}: ${address ? addressText(address) : 'no street address'}`;
            })}
          />
        </Part>
        <Part title="Opening hours" step="Schedules" onEdit={onEdit}>
          <Lines
            empty="No opening hours: “open now” cannot be shown."
            lines={schedules.map((s) => `${s.display} (${locationName(s.locationId)})`)}
          />
        </Part>
        <Part title="Contacts and phones" step="Contacts" onEdit={onEdit}>
          <Lines
            empty="No contacts or phone numbers."
            lines={[
              ...service.contacts.map((c) => (
                <Joined
                  key={c.id}
                  parts={[c.name, c.title, c.email, c.phone ? <PhoneLink number={c.phone} /> : null]}
                />
              )),
              ...service.phones.map((p) => (
                <Joined
                  key={p.id}
                  parts={[
                    // A fax number is not dialled.
                    <PhoneLink number={p.number} extension={p.extension} dial={p.type !== 'fax'} />,
                    PHONE_TYPE_LABELS[p.type],
                    locationName(p.locationId),
                  ]}
                />
              )),
            ]}
          />
        </Part>
        <Part title="Eligibility, documents and areas" step="Eligibility" onEdit={onEdit}>
          <Lines
            empty="No eligibility rules, documents or service areas."
            lines={[
              ...service.eligibilities.map((e) => [e.description, ageRange(e)].filter(Boolean).join(' · ')),
              ...service.requiredDocuments.map((d) => `Bring: ${d.document}`),
              ...service.serviceAreas.map((a) => `Area: ${a.name}`),
            ]}
          />
        </Part>
      </SimpleGrid>
    </Stack>
  );
}

function Part({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: WizardStep;
  onEdit: (step: WizardStep) => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} size="h5" id={headingId}>
          {title}
        </Title>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPencil size={14} aria-hidden />}
          aria-label={`Edit ${title.toLowerCase()}`}
          onClick={() => onEdit(step)}
        >
          Edit
        </Button>
      </Group>
      {children}
    </Paper>
  );
}

/** Label and value pairs; empty values are left out. */
function Facts({ rows }: { rows: [string, string | null | undefined][] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing={4} verticalSpacing={4} m={0}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {value}
            </Text>
          </div>
        ))}
    </SimpleGrid>
  );
}

/** The parts that are there, between " · ". */
function Joined({ parts }: { parts: ReactNode[] }) {
  return parts
    .filter((part) => part !== null && part !== undefined && part !== '')
    .map((part, i) => (
      <Fragment key={i}>
        {i > 0 ? ' · ' : null}
        {part}
      </Fragment>
    ));
}

function Lines({ lines, empty }: { lines: ReactNode[]; empty: string }) {
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack component="ul" gap={4} m={0} pl="md">
      {lines.map((line, i) => (
        // A list written once for the page: its order does not change under it.
        <Text component="li" size="sm" key={i}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}
