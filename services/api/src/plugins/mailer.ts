import type { TLanguage } from '@arara/contracts';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { EmailMessage } from '../db/schema';
import type { EmailMessagesRepository } from '../repositories/email-messages-repository';

export type MailOptions = {
  /** The From header, e.g. `Arara <no-reply@arara.dev>`. */
  from: string;
  /** `smtp://host:port` (or smtps://user:pass@host); unset = only stored. */
  smtpUrl?: string | undefined;
};

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
   * request does not wait for SMTP, and an SMTP failure only leaves the message stored.
   */
  send: (email: OutgoingEmail) => Promise<EmailMessage>;
  /** Resolves once every delivery started so far has finished (or failed). */
  idle: () => Promise<void>;
  close: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function createMailer(deps: {
  messages: EmailMessagesRepository;
  options: MailOptions;
  log: FastifyBaseLogger;
}): Mailer {
  const { messages, options, log } = deps;
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

  const deliver = async (message: EmailMessage): Promise<void> => {
    if (!transporter) return;
    try {
      await transporter.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    } catch (error) {
      log.error({ err: error, emailMessageId: message.id }, 'SMTP delivery failed; kept in outbox');
      return;
    }
    try {
      await messages.markSentBySmtp(message.id);
    } catch (error) {
      log.error({ err: error, emailMessageId: message.id }, 'could not record SMTP delivery');
    }
  };

  return {
    async send(email) {
      const message = await messages.create({
        ...email,
        to: email.to.trim().toLowerCase(),
        transport: 'outbox',
      });
      const delivery = deliver(message).finally(() => pending.delete(delivery));
      pending.add(delivery);
      return message;
    },
    async idle() {
      await Promise.all(pending);
    },
    async close() {
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
    });
    app.decorate('mailer', mailer);
    // onClose hooks run last-registered first: this one runs before the database closes, so a
    // delivery still in flight can record its outcome.
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mailer', dependencies: ['db'] },
);
