/** SPEC §5: empty strings, null and undefined are left out of a query; 0 and false are real values. */
function isOmitted(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function queryValueText(key: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date) return value.toISOString();
  throw new TypeError(`Query parameter "${key}" must be a string, number, boolean or Date`);
}

/**
 * "?a=1&b=x%20y" from the parameters in insertion order, or "" when nothing is left. Empty, null and undefined
 * values are dropped (also inside arrays); an array becomes one `key=value` pair per element.
 */
export function buildQueryString(params: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const values: readonly unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (isOmitted(item)) continue;
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(queryValueText(key, item))}`);
    }
  }
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/**
 * Fills `{name}` placeholders with URL-encoded values (SPEC §5). Throws when a placeholder has no value, or a value
 * that would change the route: an empty string, "." or ".." (URL parsers resolve the last two even when encoded).
 */
export function buildPath(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([^{}]+)\}/g, (_placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) throw new Error(`Missing value for path placeholder {${name}}`);
    const text = String(value);
    if (text === '' || text === '.' || text === '..') {
      throw new Error(`Path placeholder {${name}} cannot be "${text}"`);
    }
    return encodeURIComponent(text);
  });
}

/** base + filled template + query, with exactly one slash between base and path. */
export function buildUrl(
  base: string,
  template: string,
  values: Record<string, string | number> = {},
  query: Record<string, unknown> = {},
): string {
  const path = buildPath(template, values).replace(/^\/+/, '');
  const root = base.replace(/\/+$/, '');
  return `${path === '' ? root : `${root}/${path}`}${buildQueryString(query)}`;
}
