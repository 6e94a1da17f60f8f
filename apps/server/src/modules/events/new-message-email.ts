import type { MailMessage } from '#src/platform/mail/mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * "A new secure message is waiting", and a link to the inbox — nothing else: no content, no subject, no names of
 * the participant, staff or team, so a mailbox someone else reads gives nothing away.
 */
export function newMessageEmail(to: string, portalUrl: string): MailMessage {
  const inboxUrl = `${portalUrl}/participant/inbox`;
  const text = [
    'You have a new secure message waiting in the participant portal.',
    '',
    `To read it, sign in: ${inboxUrl}`,
    '',
    'For your privacy this e-mail does not contain the message. You can turn these e-mails off in the portal,',
    'under your communication preferences.',
  ].join('\n');
  const html =
    '<p>You have a new secure message waiting in the participant portal.</p>' +
    `<p>To read it, sign in: <a href="${escapeHtml(inboxUrl)}">${escapeHtml(inboxUrl)}</a></p>` +
    '<p>For your privacy this e-mail does not contain the message. You can turn these e-mails off in the portal, ' +
    'under your communication preferences.</p>';
  return { to, subject: 'You have a new secure message', text, html };
}
