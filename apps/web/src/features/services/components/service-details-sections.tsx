import type { ServiceDetailsView } from '@casework/contract';
import { Anchor, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PhoneList } from './phone-list.tsx';
import { ScheduleList } from './schedule-list.tsx';
import { SectionCard } from './section-card.tsx';
import { displayPhone, telHref } from '../../../platform/ui/phone-link.tsx';
import { PhoneNumber } from '../../../platform/ui/phone-number.tsx';
import { ageRange } from './service-format.ts';

/** A section listing `items`; nothing without items. */
function ListSection<T extends { id: string }>({
  title,
  items,
  spacing,
  render,
}: {
  title: string;
  items: readonly T[];
  spacing: number;
  render: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <SectionCard title={title}>
      <List spacing={spacing} size="sm">
        {items.map((item) => (
          <List.Item key={item.id}>{render(item)}</List.Item>
        ))}
      </List>
    </SectionCard>
  );
}

/** An e-mail address as a link; a long one breaks onto the next line rather than running out of its card. */
function EmailLink({ email }: { email: string }) {
  return (
    <Anchor href={`mailto:${email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {email}
    </Anchor>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      {children}
      <IconExternalLink size={14} aria-hidden style={{ marginInlineStart: 4, verticalAlign: 'middle' }} />
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

/** Paragraphs kept as written (directory text carries line breaks). */
function Prose({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
      {text}
    </Text>
  );
}

/** What the service is, who can use it, what to bring, what it costs and how to apply. */
export function ServiceAboutSections({ service }: { service: ServiceDetailsView }) {
  return (
    <Stack gap="md">
      <SectionCard title="About this service">
        <Stack gap="xs">
          {service.alternateName ? (
            <Text size="sm" c="dimmed">
              Also known as {service.alternateName}
            </Text>
          ) : null}
          <Prose text={service.description} />
          {service.url ? <ExternalLink href={service.url}>Website</ExternalLink> : null}
          {service.email ? <EmailLink email={service.email} /> : null}
        </Stack>
      </SectionCard>
      <ListSection
        title="Who can use it"
        items={service.eligibilities}
        spacing={6}
        render={(e) => (
          <>
            {e.description}
            {ageRange(e) ? (
              <Text span size="sm" fw={600}>
                {' '}
                ({ageRange(e)})
              </Text>
            ) : null}
          </>
        )}
      />
      <ListSection
        title="What to bring"
        items={service.requiredDocuments}
        spacing={6}
        render={(d) => (d.uri ? <ExternalLink href={d.uri}>{d.document}</ExternalLink> : d.document)}
      />
      {service.feesDescription ? (
        <SectionCard title="Fees">
          <Prose text={service.feesDescription} />
        </SectionCard>
      ) : null}
      {service.applicationProcess ? (
        <SectionCard title="How to apply">
          <Prose text={service.applicationProcess} />
        </SectionCard>
      ) : null}
      <LanguagesSection service={service} />
      <ListSection
        title="Areas served"
        items={service.serviceAreas}
        spacing={4}
        render={(a) => (a.description ? `${a.name} · ${a.description}` : a.name)}
      />
    </Stack>
  );
}

/** Interpretation and the languages its phone lines answer in. */
function LanguagesSection({ service }: { service: ServiceDetailsView }) {
  const languages = [
    ...new Set(
      [...service.phones, ...service.locations.flatMap((l) => l.phones)].flatMap((p) => p.languages),
    ),
  ];
  if (!service.interpretationServices && languages.length === 0) return null;
  return (
    <SectionCard title="Languages">
      <Stack gap={4}>
        {languages.length > 0 ? <Text size="sm">Spoken: {languages.join(', ')}</Text> : null}
        {service.interpretationServices ? (
          <Text size="sm">Interpretation: {service.interpretationServices}</Text>
        ) : null}
      </Stack>
    </SectionCard>
  );
}

function notOnALocationCard<T extends { locationId: string | null }>(
  items: readonly T[],
  service: ServiceDetailsView,
) {
  return items.filter(
    (item) => item.locationId === null || !service.locations.some((l) => l.id === item.locationId),
  );
}

/** When it is open, how to call, and whom to ask. */
export function ServiceContactSections({ service }: { service: ServiceDetailsView }) {
  // Hours and phones of a listed location are shown on that location's card, not twice.
  const servicePhones = notOnALocationCard(service.phones, service);
  const serviceSchedules = notOnALocationCard(service.schedules, service);
  return (
    <Stack gap="md">
      {serviceSchedules.length > 0 ? (
        <SectionCard title="Hours">
          <ScheduleList schedules={serviceSchedules} label="Hours of the service" />
        </SectionCard>
      ) : null}
      {servicePhones.length > 0 ? (
        <SectionCard title="Phone">
          <PhoneList phones={servicePhones} label="Phones of the service" />
        </SectionCard>
      ) : null}
      {service.contacts.length > 0 ? (
        <SectionCard title="Contacts">
          <Stack gap="sm">
            {service.contacts.map((c) => {
              const tel = c.phone ? telHref(c.phone) : null;
              return (
                <Stack gap={0} key={c.id}>
                  <Text size="sm" fw={600}>
                    {c.name}
                  </Text>
                  {c.title || c.department ? (
                    <Text size="xs" c="dimmed">
                      {[c.title, c.department].filter(Boolean).join(', ')}
                    </Text>
                  ) : null}
                  {c.email ? <EmailLink email={c.email} /> : null}
                  {c.phone ? (
                    tel ? (
                      <Anchor href={tel} size="sm">
                        <PhoneNumber>{displayPhone(c.phone)}</PhoneNumber>
                      </Anchor>
                    ) : (
                      <Text size="sm">
                        <PhoneNumber>{c.phone}</PhoneNumber>
                      </Text>
                    )
                  ) : null}
                </Stack>
              );
            })}
          </Stack>
        </SectionCard>
      ) : null}
    </Stack>
  );
}
