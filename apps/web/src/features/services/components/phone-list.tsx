import type { ServicePhoneView } from '@casework/contract';
import { Anchor, List, Text } from '@mantine/core';
import { PhoneNumber } from '../../../platform/ui/phone-number.tsx';
import { displayPhone } from './service-format.ts';
import { telHref } from './service-links.ts';

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
        // The number kept whole; its extension may wrap after it (phoneWithExtension's wording).
        const shown = (
          <>
            <PhoneNumber>{displayPhone(phone.number)}</PhoneNumber>
            {phone.extension ? ` ext. ${phone.extension}` : null}
          </>
        );
        const href = phone.type === 'fax' ? null : telHref(phone.number, phone.extension);
        return (
          <List.Item key={phone.id}>
            <Text size="sm" span c="dimmed">
              {TYPE_LABELS[phone.type]}:{' '}
            </Text>
            {href ? (
              // Underlined: beside the kind's words, colour alone would not mark it as a link in the dark scheme.
              <Anchor href={href} size="sm" underline="always">
                {shown}
              </Anchor>
            ) : (
              <Text size="sm" span>
                {shown}
              </Text>
            )}
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
