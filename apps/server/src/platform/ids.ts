import { randomBytes, randomInt } from 'node:crypto';

/**
 * A UUIDv7 (RFC 9562): 48-bit millisecond timestamp, then random bits; sorts by creation time.
 * `random` supplies the 16 bytes (the benchmark passes seeded ones so its data set is deterministic).
 */
export function uuidv7(now: number = Date.now(), random: Buffer = randomBytes(16)): string {
  const bytes = Buffer.from(random);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = 0x70 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// Crockford-style alphabet without I, L, O, U and the digits 0 and 1, so an id read over the phone is unambiguous.
const PARTICIPANT_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short, typeable participant id such as "P7K3-M9QX" (8 symbols, about 39 bits). */
export function newParticipantId(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += PARTICIPANT_ID_ALPHABET[randomInt(PARTICIPANT_ID_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export { PARTICIPANT_ID_PATTERN } from '@casework/contract';
