import type { TLanguage } from '@arara/contracts';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { EmailMessage } from '../db/schema';
import type { EmailMessagesRepository } from '../repositories/email-messages-repository';
import { emailSenderName } from '../services/admin/platform-settings';

export type MailOptions = {
  /** The From header, e.g. `Arara <no-reply@arara.dev>`. */
  from: string;
  /** `smtp://host:port` (or smtps://user:pass@host); unset = only stored. */
  smtpUrl?: string | undefined;
  /**
   * Stored messages older than this are deleted (at every send): in mailbox mode they are
   * the only copy of live links and codes. Default 24.
   */
  retentionHours?: number | undefined;
  /** Waits before each new SMTP attempt after a failure (default 2 s, 10 s, 1 min, 5 min). */
  retryDelaysMs?: readonly number[] | undefined;
};

export const DEFAULT_SMTP_RETRY_DELAYS_MS = [2_000, 10_000, 60_000, 300_000] as const;

export type OutgoingEmail = {
  to: string;
  language: TLanguage;
  subject: string;
  text: string;
  html: string;
};

export type Mailer = {
  /**
   * Stores the message, then hands it to the SMTP server (if any) in the background: the
   * request does not wait for SMTP. A failed attempt is retried after each of
   * `retryDelaysMs`; a message never delivered stays in the outbox until the retention purge.
   * Once delivered, the stored copy loses its body.
   */
  send: (email: OutgoingEmail) => Promise<EmailMessage>;
  /** Resolves once every delivery started so far has finished (or failed its last retry). */
  idle: () => Promise<void>;
  close: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * The From of a message: `from` (MAIL_FROM) as it is, or its address under `senderName` (the
 * back office's setting) when one is set; nodemailer encodes the name.
 */
export function fromWithSenderName(
  from: string,
  senderName: string | null,
): string | { name: string; address: string } {
  if (!senderName) return from;
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return { name: senderName, address };
}

export function createMailer(deps: {
  messages: EmailMessagesRepository;
  options: MailOptions;
  log: FastifyBaseLogger;
  /** The platform's sender name (docs/back-office.md "Dashboard, settings and audit"); null keeps MAIL_FROM's. */
  senderName?: () => Promise<string | null>;
}): Mailer {
  const { messages, options, log } = deps;
  const fromOf = async (): Promise<ReturnType<typeof fromWithSenderName>> => {
    try {
      return fromWithSenderName(options.from, (await deps.senderName?.()) ?? null);
    } catch (error) {
      log.warn({ err: error }, 'could not read the e-mail sender name; using MAIL_FROM');
      return options.from;
    }
  };
  const transporter = options.smtpUrl
    ? nodemailer.createTransport(
        {
          url: options.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        },
        { from: options.from },
      )
    : undefined;
  const pending = new Set<Promise<void>>();
  const retryDelays = options.retryDelaysMs ?? DEFAULT_SMTP_RETRY_DELAYS_MS;
  const retentionMs = (options.retentionHours ?? 24) * 60 * 60 * 1000;
  // close() cancels the waits between attempts: the message stays in the outbox.
  const waits = new Set<() => void>();
  let closing = false;
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waits.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waits.add(done);
    });

  const deliver = async (
    message: EmailMessage,
    from: ReturnType<typeof fromWithSenderName>,
  ): Promise<void> => {
    if (!transporter) return;
    for (let attempt = 0; ; attempt++) {
      try {
        await transporter.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        break;
      } catch (error) {
        const delay = retryDelays[attempt];
        if (delay === undefined || closing) {
          log.error(
            { err: error, emailMessageId: message.id, attempts: attempt + 1 },
            'SMTP delivery failed; kept in outbox',
          );
          return;
        }
        log.warn(
          { err: error, emailMessageId: message.id, attempt: attempt + 1, retryInMs: delay },
          'SMTP delivery failed; will retry',
        );
        await wait(delay);
        if (closing) {
          log.error({ emailMessageId: message.id }, 'SMTP delivery abandoned at shutdown');
          return;
        }
      }
    }
    try {
      await messages.markSentBySmtp(message.id);
    } catch (error) {
      log.error({ err: error, emailMessageId: message.id }, 'could not record SMTP delivery');
    }
  };

  return {
    async send(email) {
      await messages.deleteOlderThan(new Date(Date.now() - retentionMs));
      const message = await messages.create({
        ...email,
        to: email.to.trim().toLowerCase(),
        transport: 'outbox',
      });
      const from = transporter ? await fromOf() : options.from;
      const delivery = deliver(message, from).finally(() => pending.delete(delivery));
      pending.add(delivery);
      return message;
    },
    async idle() {
      await Promise.all(pending);
    },
    async close() {
      closing = true;
      for (const done of [...waits]) done();
      await Promise.all(pending);
      transporter?.close();
    },
  };
}

export default fp<MailOptions>(
  async (app, options) => {
    const mailer = createMailer({
      messages: app.repositories.emailMessages,
      options,
      log: app.log,
      senderName: () => emailSenderName(app.db),
    });
    app.decorate('mailer', mailer);
    // onClose hooks run last-registered first: this one runs before the database closes, so a
    // delivery still in flight can record its outcome.
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mailer', dependencies: ['db'] },
);
