import { Anchor, VisuallyHidden, type AnchorProps } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

export const MAPS_SEARCH_URL = 'https://www.google.com/maps/search/?api=1&query=';

/** SPEC §2: a maps search for the address. */
export function mapSearchUrl(address: string): string {
  return `${MAPS_SEARCH_URL}${encodeURIComponent(address.trim())}`;
}

export interface MapLinkProps extends AnchorProps {
  address: string;
  /** The link text; the address by default. */
  label?: string;
}

/** Opens a maps search for the address in a new tab. */
export function MapLink({ address, label, ...props }: MapLinkProps) {
  return (
    <Anchor href={mapSearchUrl(address)} target="_blank" rel="noopener noreferrer" {...props}>
      {label ?? address}
      <IconExternalLink size={14} aria-hidden style={{ marginInlineStart: 4, verticalAlign: 'middle' }} />
      <VisuallyHidden> (opens a map in a new tab)</VisuallyHidden>
    </Anchor>
  );
}
