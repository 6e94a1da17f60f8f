/**
 * The parts of an instant as a clock in a time zone shows them (en-US, numbers as digits), with one formatter kept
 * per zone and style: making an Intl.DateTimeFormat costs about a hundred times what formatting with it does, and a
 * list of service locations or log days asks for many instants in the same zone.
 */
export interface ZonedStyle {
  /** Names these options in the formatter map: one name per set of options. */
  name: string;
  options: Intl.DateTimeFormatOptions;
}

/**
 * An unknown zone throws and is not kept; a caller's own spellings of a zone (its case) could be, so the map is
 * emptied once it holds more formatters than the IANA zones times a few styles.
 */
const FORMATS_KEPT = 2_000;
const formats = new Map<string, Intl.DateTimeFormat>();

export function zonedParts<Part extends Intl.DateTimeFormatPartTypes>(
  at: Date | number,
  timeZone: string,
  style: ZonedStyle,
): Record<Part, string> {
  const key = `${style.name}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...style.options, timeZone });
    if (formats.size >= FORMATS_KEPT) formats.clear();
    formats.set(key, format);
  }
  const parts = {} as Record<Part, string>;
  for (const part of format.formatToParts(at)) parts[part.type as Part] = part.value;
  return parts;
}
