import { createHash } from 'node:crypto';

/**
 * A stable UUID for an HSDS record Casework does not store under an id of its own (a phone's language, the
 * category attribute of a service, a contact's phone, the eligibility built from HSDS's standard fields): the
 * same kind and parent always give the same id, so exporting twice gives the same file. UUID version 8 layout.
 */
export function derivedId(kind: string, ...parts: string[]): string {
  const bytes = createHash('sha256')
    .update(`casework-hsds:${kind}:${parts.join(':')}`)
    .digest()
    .subarray(0, 16);
  bytes[6] = 0x80 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
