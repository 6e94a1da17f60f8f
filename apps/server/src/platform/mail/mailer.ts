import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { uuidv7 } from '../ids.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SentMail {
  messageId: string;
  /** 'smtp' when handed to the SMTP server, 'file' when written as an .eml file. */
  transport: 'smtp' | 'file';
  /** The .eml file, for the file transport. */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

/** The SMTP server refused or could not be reached; nothing was sent. */
export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super('The e-mail could not be handed to the mail server', { cause });
    this.name = 'MailDeliveryError';
  }
}

export interface MailerOptions {
  /** smtp://user:pass@host:port or smtps://...; without it, messages become .eml files in `dataDir/mail`. */
  smtpUrl: string | undefined;
  dataDir: string;
  from: string;
  log: { info(detail: Record<string, unknown>, message: string): void };
}

/** "j***@example.org": enough to recognise the address, not enough to harvest it from a log or an answer. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = address.slice(0, at);
  return `${local.slice(0, local.length > 4 ? 2 : 1)}***${address.slice(at)}`;
}

/**
 * Sends e-mail through SMTP when `smtpUrl` is set; otherwise (the embedded default, ARCHITECTURE §1) renders each
 * message with nodemailer and writes it atomically to DATA_DIR/mail/<time>-<uuid>.eml, with a log line.
 */
export function createMailer({ smtpUrl, dataDir, from, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    return {
      async send(message) {
        try {
          const info = await transport.sendMail({ from, ...message });
          log.info({ to: maskEmail(message.to), messageId: info.messageId }, 'e-mail sent through SMTP');
          return { messageId: info.messageId, transport: 'smtp' };
        } catch (error) {
          throw new MailDeliveryError(error);
        }
      },
      close: () => transport.close(),
    };
  }

  const dir = path.join(dataDir, 'mail');
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await renderer.sendMail({ from, ...message });
      const bytes = info.message as unknown as Buffer;
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${uuidv7()}.eml`;
      const file = path.join(dir, name);
      const tmp = path.join(dir, `.${name}.part`);
      try {
        await writeFile(tmp, bytes, { flag: 'wx', mode: 0o600 });
        await rename(tmp, file);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
      log.info(
        { to: maskEmail(message.to), messageId: info.messageId, file },
        'e-mail written to file (no SMTP_URL set)',
      );
      return { messageId: info.messageId, transport: 'file', file };
    },
    close: () => renderer.close(),
  };
}
