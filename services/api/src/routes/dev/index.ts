import { ZMailboxResponse } from '@arara/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { renderMailboxPage } from '../../emails/render-mailbox-page';
import { listMailbox } from '../../services/email/list-mailbox';

const ZMailboxQuery = z.object({
  to: z.string().optional().describe('Only the messages sent to this address'),
});

/** Development helpers; app.ts registers them only with DEV_MAILBOX=true, never in production. */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'E-mails the API sent (development only)',
        description: 'Newest first, at most 100. Only with DEV_MAILBOX=true; never in production.',
        querystring: ZMailboxQuery,
        response: { 200: ZMailboxResponse },
      },
    },
    async (request) => listMailbox(app, request.query.to),
  );

  app.get(
    '/dev/mailbox.html',
    {
      schema: {
        tags: ['dev'],
        summary: 'The same mailbox as a readable page with clickable links (development only)',
        querystring: ZMailboxQuery,
        produces: ['text/html'],
        response: { 200: z.string().describe('An HTML page') },
      },
    },
    async (request, reply) => {
      const { messages } = await listMailbox(app, request.query.to);
      return reply
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage(messages, request.query.to?.trim() || undefined));
    },
  );
};

export default devRoutes;
