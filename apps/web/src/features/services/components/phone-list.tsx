import type { ServicePhoneView } from '@casework/contract';
import { List, Text } from '@mantine/core';
import { PhoneLink } from '../../../platform/ui/phone-link.tsx';

const TYPE_LABELS: Record<ServicePhoneView['type'], string> = {
  voice: 'Phone',
  text: 'Text',
  fax: 'Fax',
  cell: 'Cell',
  video: 'Video',
  pager: 'Pager',
  textphone: 'TTY',
};

/** Phone numbers as tel: links (fax numbers are not dialled), with their kind, extension and languages. */
export function PhoneList({ phones, label }: { phones: readonly ServicePhoneView[]; label: string }) {
  if (phones.length === 0) return null;
  return (
    <List spacing={6} size="sm" listStyleType="none" aria-label={label} m={0} p={0}>
      {phones.map((phone) => {
        return (
          <List.Item key={phone.id}>
            <Text size="sm" span c="dimmed">
              {TYPE_LABELS[phone.type]}:{' '}
            </Text>
            <PhoneLink
              number={phone.number}
              extension={phone.extension}
              // A fax number is not dialled.
              dial={phone.type !== 'fax'}
              size="sm"
            />
            {phone.description ? (
              <Text size="sm" span>
                {' '}
                · {phone.description}
              </Text>
            ) : null}
            {phone.languages.length > 0 ? (
              <Text size="xs" c="dimmed">
                Languages: {phone.languages.join(', ')}
              </Text>
            ) : null}
          </List.Item>
        );
      })}
    </List>
  );
}
