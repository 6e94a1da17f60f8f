/**
 * A participant id (or its beginning) as a person types it, written as Casework writes ids: spaces and dashes
 * dropped (a hyphen, or the en dash or non-breaking hyphen a word processor put in a letter), upper case, one hyphen after the fourth character. "kp4tjf38", "KP4T JF38" and " kp4t-jf38 " all become
 * "KP4T-JF38"; a beginning such as "kp4tj" becomes "KP4T-J". Anything else (a letter ids never use, too many
 * characters) stays recognisably wrong for the id rules to refuse.
 */
export function participantIdInput(text: string): string {
  const bare = text.replace(/[\s\p{Pd}]/gu, '').toUpperCase();
  return bare.length > 4 ? `${bare.slice(0, 4)}-${bare.slice(4)}` : bare;
}
