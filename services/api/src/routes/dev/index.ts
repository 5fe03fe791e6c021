import { mailboxEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { renderMailboxPage } from '../../emails/render-mailbox-page';
import { listMailbox } from '../../services/email/list-mailbox';
import { route } from '../endpoint-route';

/** Development helpers; app.ts registers them only with DEV_MAILBOX=true, never in production. */
const devRoutes: FastifyPluginAsync = async (app) => {
  route(app, mailboxEndpoints.list, (request) => listMailbox(app.deps, request.query.to));
  route(
    app,
    mailboxEndpoints.page,
    async (request, reply) => {
      const { messages } = await listMailbox(app.deps, request.query.to);
      return reply
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage(messages, request.query.to?.trim() || undefined));
    },
    { schema: { produces: ['text/html'] } },
  );
};

export default devRoutes;
