import type { MailMessage } from '#src/platform/mail/mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The welcome e-mail: how to sign in and where. It carries the first name and the portal address only — no
 * participant id, date of birth, passphrase or anything else a stranger reading the mailbox could use.
 */
export function welcomeEmail(
  to: { email: string; firstName: string },
  signIn: { source: 'credentials' | 'oidc'; email: string },
  portalUrl: string,
): MailMessage {
  const signInUrl = `${portalUrl}/sign-in`;
  // The account's e-mail is the one to type; it need not be the contact address the message goes to.
  const how =
    signIn.source === 'credentials'
      ? `enter this e-mail address (${signIn.email}) and your password`
      : `choose the organisation sign-on and use your organisation account (${signIn.email})`;
  // Someone who signs on with their organisation account has no Casework password to be given or forget.
  const help =
    signIn.source === 'credentials'
      ? 'If you have not been given a password, or have forgotten it, contact your case worker.'
      : 'If you cannot sign in with your organisation account, contact your case worker.';
  const text = [
    `Hello ${to.firstName},`,
    '',
    'Welcome to the participant portal. There you can read and send secure messages to your case team,',
    'find services, and keep your contact details up to date.',
    '',
    'To sign in:',
    `  1. Open ${signInUrl}`,
    `  2. ${how.charAt(0).toUpperCase()}${how.slice(1)}.`,
    '',
    help,
    'We will never ask for your password or passphrase by e-mail.',
    '',
    'If you did not expect this message, you can ignore it.',
  ].join('\n');
  const html =
    `<p>Hello ${escapeHtml(to.firstName)},</p>` +
    '<p>Welcome to the participant portal. There you can read and send secure messages to your case team, find ' +
    'services, and keep your contact details up to date.</p>' +
    `<p>To sign in, open <a href="${escapeHtml(signInUrl)}">${escapeHtml(signInUrl)}</a> and ${escapeHtml(how)}.</p>` +
    `<p>${escapeHtml(help)} We will never ask for your password or passphrase by e-mail.</p>` +
    '<p>If you did not expect this message, you can ignore it.</p>';
  return { to: to.email, subject: 'Welcome to the participant portal', text, html };
}
