/**
 * Which addresses a webhook may deliver to, in one place: the server refuses by these rules and the web form's help
 * text and early check are written from them, so the words on the screen promise only what the server accepts.
 *
 * The rule has three parts:
 * 1. https://, without a user name or password in the address;
 * 2. plain http:// only outside production, and only for a receiver on this machine (localhost, 127.0.0.1, ::1);
 * 3. never a private, loopback, link-local or cloud-metadata address (which includes this machine), unless the
 *    server's allow-list of webhook hosts (the WEBHOOK_ALLOWED_HOSTS setting) names it. The server checks this part
 *    with DNS, when the webhook is saved and again at each delivery; the messages below say so.
 */

/** How this machine may be written in a webhook address; `URL.hostname` writes IPv6 in brackets. */
export const WEBHOOK_LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '::1', '[::1]'];

/** The server's setting that lists the private or local hosts webhooks may call anyway. */
export const WEBHOOK_ALLOWED_HOSTS_SETTING = 'WEBHOOK_ALLOWED_HOSTS';

export interface WebhookUrlPolicy {
  /** Outside production: plain http:// is accepted for a receiver on this machine (still only when allow-listed). */
  allowHttpLocal: boolean;
}

/**
 * Who an agency administrator asks to allow an address: they do not set the server's variables, so the words name a
 * person, not the setting. The server's refusal of a private address says the same.
 */
export const WEBHOOK_HOST_OWNER = 'whoever hosts Casework for your organisation';

/** Said to an administrator, who cannot change the server's settings but can ask whoever runs it. */
const ALLOWED_BY_OPERATOR = `${WEBHOOK_HOST_OWNER} has allowed that host`;

/** The refusals of parts 1 and 2, word for word: the server sends them, the form shows them. */
export const WEBHOOK_URL_MESSAGES = {
  credentials: 'Remove the user name and password from the address; Casework signs each delivery instead.',
  httpElsewhere:
    'Use an https:// address: deliveries carry signed data and must be encrypted on the way. Plain http:// is ' +
    `accepted only on a test server, not in production, for a receiver on the Casework server itself (localhost) once ${ALLOWED_BY_OPERATOR}.`,
  httpInProduction:
    'Use an https:// address: this Casework server runs in production, where plain http:// is refused even for a ' +
    'receiver on the server itself.',
} as const;

/**
 * The help under the address field, for an administrator, in two lines at most: https on a public host, and who to
 * ask for an address on their own network. Plain http:// on a test server is left to its refusal's words: the help
 * promises only https.
 */
export const WEBHOOK_URL_HELP =
  'Where Casework sends each event, e.g. https://partner.example.org/hooks. Use a public https:// address; for ' +
  `one on your own network, ask ${WEBHOOK_HOST_OWNER} to allow it.`;

/** The rule in one line, for the API documentation. */
export const WEBHOOK_URL_SUMMARY =
  'https only (http only outside production, for a receiver on the server itself); never a loopback, private, ' +
  `link-local or metadata address unless ${WEBHOOK_ALLOWED_HOSTS_SETTING} names it`;

/** True when the host name is this machine, however the address writes it. */
export function isWebhookLocalHost(hostname: string): boolean {
  return WEBHOOK_LOCAL_HOSTS.includes(hostname.toLowerCase().replace(/\.$/, ''));
}

/**
 * Why parts 1 and 2 of the rule refuse an address, or null when they do not (part 3 needs the server's DNS and
 * allow-list). Not an absolute http(s) URL: null too, as the contract's schema refuses that with its own words.
 * The web checks with `allowHttpLocal: true`, the most any server accepts, so it never refuses what the server
 * would take.
 */
export function webhookUrlProblem(address: string, policy: WebhookUrlPolicy): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return WEBHOOK_URL_MESSAGES.credentials;
  if (url.protocol !== 'http:') return null;
  if (!isWebhookLocalHost(url.hostname)) return WEBHOOK_URL_MESSAGES.httpElsewhere;
  return policy.allowHttpLocal ? null : WEBHOOK_URL_MESSAGES.httpInProduction;
}
