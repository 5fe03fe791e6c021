import fp from 'fastify-plugin';
import { escapeHtml } from '../emails/html';
import type { EmailMessagesRepository } from '../repositories/email-messages-repository';

/**
 * Sends a text message to a phone number (E.164, e.g. +5511987654321). The app only needs this
 * one call: a production deployment plugs its SMS provider in through `AppOptions.sms`.
 */
export type SmsSender = { send: (to: string, text: string) => Promise<void> };

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

/**
 * The development SMS sender: each message is stored with the e-mails, so the development
 * mailbox (`/dev/mailbox`, `?to=+55…`) shows it. It reaches no phone.
 */
export function createMailboxSmsSender(messages: EmailMessagesRepository): SmsSender {
  return {
    async send(to, text) {
      await messages.create({
        to,
        subject: 'SMS',
        text,
        html: `<p>${escapeHtml(text)}</p>`,
        // A text message has no language of its own; the column needs one.
        language: 'pt-BR',
        transport: 'outbox',
      });
    },
  };
}

export type SmsOptions = { sender?: SmsSender | undefined };

export default fp<SmsOptions>(
  async (app, options) => {
    app.decorate('sms', options.sender ?? createMailboxSmsSender(app.repositories.emailMessages));
  },
  { name: 'sms', dependencies: ['db'] },
);
