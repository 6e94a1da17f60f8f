/**
 * True for an absolute http(s) URL with a host. Refuses other schemes (javascript:, data:, file:, ...) and
 * embedded credentials, which let a link such as https://bank.example@evil.example pose as another site.
 */
export function isSafeHttpUrl(s: string): boolean {
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.hostname === '') return false;
  return url.username === '' && url.password === '';
}
