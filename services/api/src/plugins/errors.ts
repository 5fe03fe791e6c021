import { AppErrorCode, type TApiError } from '@arara/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isAppError } from '../lib/app-error';
import { isInvalidInputError } from '../lib/db-errors';

type ErrorBody = TApiError['error'];

/** "/items/0/amount" → "items.0.amount"; "/" (the whole body) → "". */
const toFieldPath = (instancePath: string): string =>
  instancePath.split('/').filter(Boolean).join('.');

const isFastifyError = (error: unknown): error is FastifyError =>
  error instanceof Error && 'code' in error && typeof error.code === 'string';

const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Empty JSON body',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body too large',
};

/** Logged (warn) when the database refused a value the route's schema let through. */
export const DATABASE_REFUSED_INPUT = 'the database refused a value the schema accepted';

/**
 * Errors of the router itself (a path parameter over `maxParamLength`, a malformed %-escape),
 * raised before any route runs: Fastify's `frameworkErrors` option, same body as the rest.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
  return reply.code(status).send({
    error: {
      code: AppErrorCode.VALIDATION_ERROR,
      message:
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URL parameter too long' : 'Malformed URL',
    },
  });
}

// The one place errors become responses: clients get `{ error: { code, message, fields? } }`,
// 4xx details are kept, 5xx details stay in the log.
export default fp(
  async (app) => {
    app.setErrorHandler((error: unknown, request, reply) => {
      // A route that had set another type (a CSV or OFX download) fails before its first byte:
      // the answer is the JSON error, not an attachment.
      reply.removeHeader('content-disposition');
      reply.type('application/json; charset=utf-8');

      if (isAppError(error)) {
        const body: ErrorBody = { code: error.code, message: error.message };
        if (error.fields) body.fields = error.fields;
        return reply.code(error.statusCode).headers(error.headers).send({ error: body });
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const path = toFieldPath(issue.instancePath);
          // The first issue per field is the one worth showing.
          if (path && !(path in fields)) fields[path] = issue.message ?? 'validation.invalid';
        }
        const body: ErrorBody = { code: AppErrorCode.VALIDATION_ERROR, message: 'Invalid request' };
        if (Object.keys(fields).length > 0) body.fields = fields;
        return reply.code(400).send({ error: body });
      }

      if (isFastifyError(error) && !isResponseSerializationError(error)) {
        const status = error.statusCode ?? 500;
        if (status === 404) {
          return reply
            .code(404)
            .send({ error: { code: AppErrorCode.NOT_FOUND, message: 'Not found' } });
        }
        if (status === 429) {
          return reply
            .code(429)
            .send({ error: { code: AppErrorCode.RATE_LIMITED, message: 'Too many requests' } });
        }
        if (status >= 400 && status < 500) {
          return reply.code(status).send({
            error: {
              code: AppErrorCode.VALIDATION_ERROR,
              message: clientErrorMessages[error.code] ?? 'Invalid request',
            },
          });
        }
      }

      // Safety net: a malformed or out-of-range value the schema let through reached the
      // database. Still the client's input (400), but a validation gap worth a warning.
      if (isInvalidInputError(error)) {
        request.log.warn({ err: error }, DATABASE_REFUSED_INPUT);
        return reply
          .code(400)
          .send({ error: { code: AppErrorCode.VALIDATION_ERROR, message: 'Invalid request' } });
      }

      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send({ error: { code: AppErrorCode.INTERNAL_ERROR, message: 'Internal server error' } });
    });

    app.setNotFoundHandler((_request, reply) => {
      return reply
        .code(404)
        .send({ error: { code: AppErrorCode.NOT_FOUND, message: 'Route not found' } });
    });
  },
  { name: 'errors' },
);
