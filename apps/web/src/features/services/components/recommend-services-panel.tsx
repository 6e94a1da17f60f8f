import type { ServiceRecommendationView } from '@casework/contract';
import { Alert, Badge, Card, CloseButton, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconThumbUp } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { useAuthenticatedSession } from '../../../platform/session/session-provider.tsx';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useCreateServiceRecommendation } from '../api/create-service-recommendation.ts';
import { useService } from '../api/get-service.ts';
import { useServiceRecommendations } from '../api/list-service-recommendations.ts';
import { formatOrganisationDate } from '../../../platform/ui/organisation-time.ts';
import { validId } from './service-finder-query.ts';
import { notRecommendableReason } from './service-recommendability.ts';
import { DETAILS_PATH } from './service-links.ts';
import { ServicePicker, type PickedService } from './service-picker.tsx';

export const NOTE_MAX = 2000;

export interface RecommendTarget {
  participantId: string;
  name: string;
}

export interface RecommendServicesPanelProps {
  /** The participant chosen on the page; nothing can be recommended before one is. */
  participant: RecommendTarget | null;
  /** A service to start with (?serviceId= from the service's details). */
  initialServiceId?: string;
}

/** A service recommended, with the team its messages go to (none: the participant cannot write about it). */
interface Sent extends PickedService {
  team: string | null;
}

interface Failure {
  service: PickedService;
  message: string;
}

/**
 * Staff choose services and write an optional note; "Recommend" sends one recommendation per service. What worked
 * is listed, what failed stays chosen with the server's reason, so it can be sent again.
 */
export function RecommendServicesPanel({ participant, initialServiceId }: RecommendServicesPanelProps) {
  const [chosen, setChosen] = useState<PickedService[]>([]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [done, setDone] = useState<{ participant: RecommendTarget; services: Sent[] } | null>(null);
  const create = useCreateServiceRecommendation();
  const notRecommendable = useInitialService(initialServiceId, (service) =>
    setChosen((list) => (list.some((s) => s.id === service.id) ? list : [...list, service])),
  );
  const noteId = useId();
  // After Recommend, its button is disabled (nothing left to recommend): the focus goes to what was done, which is
  // read out, rather than falling back to the top of the page.
  const doneRef = useRef<HTMLDivElement>(null);
  const [recommendedTimes, setRecommendedTimes] = useState(0);
  useEffect(() => {
    if (recommendedTimes > 0) doneRef.current?.focus();
  }, [recommendedTimes]);

  async function recommend() {
    if (!participant || chosen.length === 0) return;
    setBusy(true);
    const sent: Sent[] = [];
    const failed: Failure[] = [];
    for (const service of chosen) {
      try {
        const made = await create.mutateAsync({
          serviceId: service.id,
          participantId: participant.participantId,
          note,
        });
        sent.push({ ...service, team: made.service.team?.name ?? null });
      } catch (error) {
        failed.push({ service, message: errorMessage(error) });
      }
    }
    setBusy(false);
    setFailures(failed);
    setChosen(failed.map((f) => f.service));
    if (sent.length > 0) {
      setDone({ participant, services: sent });
      setRecommendedTimes((n) => n + 1);
      if (failed.length === 0) setNote('');
      showToast({
        color: 'teal',
        message: `Recommended ${sent.length === 1 ? (sent[0]?.name ?? '1 service') : `${sent.length} services`} to ${participant.name}`,
      });
    }
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="recommend-services-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="recommend-services-heading">
          Services {participant ? `for ${participant.name}` : ''}
        </Title>
        <ServicePicker
          exclude={chosen.map((s) => s.id)}
          onPick={(service) => {
            setChosen((list) => [...list, service]);
            setFailures((list) => list.filter((f) => f.service.id !== service.id));
          }}
          disabled={busy}
        />
        {notRecommendable ? (
          <Text size="sm" c="dimmed" role="status">
            {notRecommendable}
          </Text>
        ) : null}
        <ChosenServices
          chosen={chosen}
          failures={failures}
          busy={busy}
          onRemove={(id) => {
            setChosen((list) => list.filter((s) => s.id !== id));
            setFailures((list) => list.filter((f) => f.service.id !== id));
          }}
        />
        {participant ? <RecommendedBefore participant={participant} chosen={chosen} /> : null}
        <Textarea
          id={noteId}
          label="Note for the participant (optional)"
          description={`Why these services could help, or what to ask for. ${note.length}/${NOTE_MAX} characters`}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={NOTE_MAX}
          autosize
          minRows={3}
          maxRows={8}
          disabled={busy}
        />
        {!participant ? (
          <Text size="sm" c="dimmed">
            Choose a participant above to recommend services to them.
          </Text>
        ) : null}
        <Group>
          <PendingButton
            onClick={() => void recommend()}
            pending={busy}
            disabled={!participant || chosen.length === 0}
            leftSection={<IconThumbUp size={16} aria-hidden />}
          >
            Recommend
          </PendingButton>
        </Group>
        {done ? <Recommended ref={doneRef} participant={done.participant} services={done.services} /> : null}
      </Stack>
    </Card>
  );
}

/**
 * Adds the service named by the address once it has loaded, if it is active: the server refuses to recommend any
 * other. For one that is not, the sentence to show instead.
 */
function useInitialService(
  serviceId: string | undefined,
  add: (service: PickedService) => void,
): string | null {
  const service = useService(validId(serviceId));
  const [added, setAdded] = useState(false);
  if (!service.data) return null;
  const notRecommendable = notRecommendableReason(service.data, 'named');
  // Adjusted while rendering (not in an effect), once: removing it afterwards must stick.
  if (!added && notRecommendable === null) {
    setAdded(true);
    add({ id: service.data.id, name: service.data.name, department: service.data.department?.name ?? null });
  }
  return notRecommendable;
}

function ChosenServices({
  chosen,
  failures,
  busy,
  onRemove,
}: {
  chosen: readonly PickedService[];
  failures: readonly Failure[];
  busy: boolean;
  onRemove: (id: string) => void;
}) {
  if (chosen.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No service chosen yet.
      </Text>
    );
  return (
    <Stack gap="xs">
      <Group gap="xs" role="list" aria-label="Chosen services">
        {chosen.map((service) => (
          <Badge
            key={service.id}
            role="listitem"
            size="lg"
            variant="light"
            radius="sm"
            tt="none"
            rightSection={
              <CloseButton
                size="xs"
                aria-label={`Remove ${service.name}`}
                onClick={() => onRemove(service.id)}
                disabled={busy}
              />
            }
          >
            {service.name}
          </Badge>
        ))}
      </Group>
      {failures.length > 0 ? (
        <Alert color="red" role="alert" title="Not recommended">
          <List size="sm" spacing={4}>
            {failures.map((f) => (
              <List.Item key={f.service.id}>
                <strong>{f.service.name}</strong>: {f.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}

function Recommended({
  ref,
  participant,
  services,
}: {
  ref: Ref<HTMLDivElement>;
  participant: RecommendTarget;
  services: readonly Sent[];
}) {
  // Only a service with an answering team offers the participant "Send a message".
  const writable = services.filter((service) => service.team !== null).length;
  const them = services.length === 1 ? 'it' : 'them';
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="teal"
      icon={<IconCheck aria-hidden />}
      title={`Recommended to ${participant.name}`}
      role="status"
    >
      <Text size="sm" mb={4}>
        {writable === 0
          ? `They will see ${them} on their dashboard.`
          : `They will see ${them} on their dashboard and can write to the ${writable === 1 ? 'team' : 'teams'} named below.`}
      </Text>
      <List size="sm" spacing={4}>
        {services.map((service) => (
          <List.Item key={service.id}>
            <RouterAnchor to={DETAILS_PATH.staff} search={{ serviceId: service.id }} size="sm">
              {service.name}
            </RouterAnchor>
            {service.department ? ` · ${service.department}` : ''}
            {service.team ? ` · messages go to ${service.team}` : ''}
          </List.Item>
        ))}
      </List>
      <RouterAnchor
        to="/staff/participant-management/participant-details"
        search={{ participantId: participant.participantId }}
        hash="recommendations-heading"
        size="sm"
        display="inline-block"
        mt="xs"
      >
        Every recommendation to {participant.name}, on their record
      </RouterAnchor>
    </Alert>
  );
}

/** How many of a participant's latest recommendations are read to tell a service recommended before. */
export const EARLIER_RECOMMENDATIONS = 100;

/**
 * The chosen services already recommended to the participant, with when and by whom: recommending one again is
 * allowed (a new note, a reminder), and the participant then sees it once, with the new note.
 */
function RecommendedBefore({
  participant,
  chosen,
}: {
  participant: RecommendTarget;
  chosen: readonly PickedService[];
}) {
  const userId = useAuthenticatedSession().user.id;
  const earlier = useServiceRecommendations({
    participantId: participant.participantId,
    take: EARLIER_RECOMMENDATIONS,
  });
  // Newest first: the first one of a service is its latest.
  const latest = new Map<string, ServiceRecommendationView>();
  for (const item of earlier.data?.items ?? [])
    if (!latest.has(item.service.id)) latest.set(item.service.id, item);
  const again = chosen.flatMap((service) => {
    const before = latest.get(service.id);
    return before ? [{ service, before }] : [];
  });
  if (again.length === 0) return null;
  return (
    <Alert color="yellow" title="Recommended before" role="status">
      <List size="sm" spacing={4}>
        {again.map(({ service, before }) => (
          <List.Item key={service.id}>
            <strong>{service.name}</strong> was recommended to {participant.name} on{' '}
            {formatOrganisationDate(before.createdAt)}
            {before.recommendedBy
              ? ` by ${before.recommendedBy.id === userId ? 'you' : before.recommendedBy.name}`
              : ''}
            .
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt={4}>
        Recommending {again.length === 1 ? 'it' : 'them'} again puts {again.length === 1 ? 'it' : 'them'} at
        the top of their dashboard with your note, in place of the earlier recommendation.
      </Text>
    </Alert>
  );
}
