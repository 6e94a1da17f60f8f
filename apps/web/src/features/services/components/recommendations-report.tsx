import type { ServiceRecommendationsReport } from '@casework/contract';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import {
  DateInput,
  INVALID_DATE_MESSAGE,
  displayDateToIso,
  isoToDisplayDate,
} from '../../../platform/forms/date-input.tsx';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { useServiceRecommendations } from '../api/list-service-recommendations.ts';
import { formatOrganisationDate } from '../../../platform/ui/organisation-time.ts';
import { DETAILS_PATH } from './service-links.ts';
import { reportRange, type DayRange } from './report-range.ts';
import { SectionCard } from './section-card.tsx';

/** The latest recommendations listed under the counts. */
export const REPORT_LATEST_COUNT = 20;

export interface RecommendationsReportProps {
  /** YYYY-MM-DD from the address; the last 30 days when absent. */
  start: string | undefined;
  end: string | undefined;
  onRangeChange: (range: DayRange) => void;
}

/** Staff: how many services were recommended in a date range, which ones, by whom, and the latest of them. */
export function RecommendationsReport({ start, end, onRangeChange }: RecommendationsReportProps) {
  const range = reportRange(start, end);
  const report = useServiceRecommendations({ ...range, take: REPORT_LATEST_COUNT });
  return (
    <Stack gap="md">
      <RangeForm
        key={`${range.start} ${range.end}`}
        range={range}
        serverErrors={fieldErrorsOf(report.error, 'query.')}
        onApply={onRangeChange}
      />
      {report.isError ? (
        <ErrorAlert title="The report could not be loaded" error={report.error} />
      ) : report.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading the report">
          <Skeleton height={28} width="40%" />
          <Skeleton height={120} />
        </Stack>
      ) : (
        <ReportBody report={report.data} />
      )}
    </Stack>
  );
}

function RangeForm({
  range,
  serverErrors,
  onApply,
}: {
  range: DayRange;
  serverErrors: Record<string, string>;
  onApply: (range: DayRange) => void;
}) {
  const [from, setFrom] = useState(isoToDisplayDate(range.start));
  const [to, setTo] = useState(isoToDisplayDate(range.end));
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const start = displayDateToIso(from);
    const end = displayDateToIso(to);
    const problems: Record<string, string> = {};
    if (!start) problems.start = INVALID_DATE_MESSAGE;
    if (!end) problems.end = INVALID_DATE_MESSAGE;
    if (start && end && start > end) problems.end = 'Must be on or after the “From” date';
    setErrors(problems);
    if (start && end && Object.keys(problems).length === 0) onApply({ start, end });
  }

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label="Choose the dates of the report">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DateInput
            label="From"
            value={from}
            onChange={setFrom}
            error={errors.start ?? serverErrors.start}
            w={160}
          />
          <DateInput label="To" value={to} onChange={setTo} error={errors.end ?? serverErrors.end} w={160} />
          <Button type="submit" variant="light">
            Show
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

function ReportBody({ report }: { report: ServiceRecommendationsReport }) {
  const day = (date: string) => formatOrganisationDate(`${date}T12:00:00Z`);
  const period = report.start
    ? `from ${day(report.start)} to ${day(report.end)}`
    : `up to ${day(report.end)}`;
  return (
    <Stack gap="lg">
      <Text size="lg" aria-live="polite">
        <strong>{report.total.toLocaleString('en-US')}</strong>{' '}
        {report.total === 1 ? 'recommendation' : 'recommendations'} {period}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <CountTable title="By service" column="Service" rows={report.byService} linkToService />
        <CountTable title="By staff member" column="Staff member" rows={report.byStaff} />
      </SimpleGrid>
      <LatestTable report={report} />
    </Stack>
  );
}

function CountTable({
  title,
  column,
  rows,
  linkToService = false,
}: {
  title: string;
  column: string;
  rows: ServiceRecommendationsReport['byService'];
  linkToService?: boolean;
}) {
  const headingId = useId();
  return (
    <SectionCard title={title} headingId={headingId}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          None in these dates.
        </Text>
      ) : (
        <Table verticalSpacing={6} aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{column}</Table.Th>
              <Table.Th scope="col" ta="right">
                Recommendations
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  {linkToService ? (
                    <RouterAnchor to={DETAILS_PATH.staff} search={{ serviceId: row.id }} size="sm">
                      {row.name}
                    </RouterAnchor>
                  ) : (
                    row.name
                  )}
                </Table.Td>
                <Table.Td ta="right">{row.count.toLocaleString('en-US')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </SectionCard>
  );
}

function LatestTable({ report }: { report: ServiceRecommendationsReport }) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        Latest recommendations
      </Title>
      {report.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No service was recommended in these dates.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="sm" aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Service</Table.Th>
                <Table.Th scope="col">Participant</Table.Th>
                <Table.Th scope="col">Recommended by</Table.Th>
                <Table.Th scope="col">Note</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.items.map((item) => (
                <Table.Tr key={item.id} style={{ verticalAlign: 'top' }}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatOrganisationDate(item.createdAt)}
                  </Table.Td>
                  <Table.Td>
                    <RouterAnchor to={DETAILS_PATH.staff} search={{ serviceId: item.service.id }} size="sm">
                      {item.service.name}
                    </RouterAnchor>
                  </Table.Td>
                  <Table.Td>
                    <RouterAnchor
                      to="/staff/participant-management/participant-details"
                      search={{ participantId: item.participant.participantId }}
                      size="sm"
                    >
                      {item.participant.name}
                    </RouterAnchor>{' '}
                    {/* An id is read as one word: never broken at its hyphen. */}
                    <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {item.participant.participantId}
                    </Text>
                  </Table.Td>
                  <Table.Td>{item.recommendedBy?.name ?? 'A former staff member'}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.note ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {report.total > report.items.length ? (
        <Text size="xs" c="dimmed">
          The latest {report.items.length} of {report.total.toLocaleString('en-US')}.
        </Text>
      ) : null}
    </Stack>
  );
}
