import type { Problem } from '@talvio/contracts/common';
import { isDatabaseUnavailable } from '@talvio/db/client';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The request parts a validation error can be about, named as a client knows them. */
const partNames: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/**
 * The field a validation issue is about: its path, the unknown key itself for a strict object, and the request part
 * (`body`, `query`, `params`) for an issue about the whole part (a union none of whose shapes fits, a rule across
 * fields).
 */
function fieldName(
  issue: { keyword?: string; instancePath?: string; params?: Record<string, unknown> },
  context: string,
): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const unknownKey = issue.keyword === 'unrecognized_keys' ? issue.params?.keys : undefined;
  const key = Array.isArray(unknownKey) && typeof unknownKey[0] === 'string' ? unknownKey[0] : '';
  const field = [path, key].filter(Boolean).join('.');
  return field || (partNames[context] ?? context);
}

export function problemFor(status: number, code: string, detail: string, requestId: string): Problem {
  return {
    type: `https://talvio.dev/problems/${code}`,
    title: titles[status] ?? 'Error',
    status,
    detail,
    code,
    requestId,
  };
}

/** Maps every error to application/problem+json naming the offending field; never leaks a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const send = (status: number, code: string, detail: string, extra: Partial<Problem> = {}) => {
      const problem: Problem = {
        type: `https://talvio.dev/problems/${code}`,
        title: titles[status] ?? 'Error',
        status,
        detail,
        code,
        requestId: request.id,
        ...extra,
      };
      return reply.status(status).type('application/problem+json').send(problem);
    };

    if (error instanceof AppError) {
      return send(error.status, error.code, error.detail, error.field ? { field: error.field } : {});
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: fieldName(issue, error.validationContext ?? 'body'),
        message: issue.message ?? 'Invalid value',
      }));
      const first = errors[0];
      const where = error.validationContext === 'body' ? '' : ` (${error.validationContext})`;
      return send(
        400,
        'invalid_input',
        first ? `${first.field || 'request'}${where}: ${first.message}` : 'Invalid input.',
        {
          ...(first?.field ? { field: first.field } : {}),
          errors,
        },
      );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(500, 'internal', 'Something went wrong on our side. Please try again.');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(
        503,
        'database_unavailable',
        'The database is not reachable at the moment. Nothing was changed; please try again in a few seconds.',
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send(status, 'internal', 'Something went wrong on our side. Please try again.');
    }
    // Fastify's own body errors (too large, not JSON, a type no parser takes) are about the whole body.
    const aboutBody = typeof error.code === 'string' && error.code.startsWith('FST_ERR_CTP_');
    const code =
      status === 429
        ? 'rate_limited'
        : status === 413
          ? 'payload_too_large'
          : status === 415
            ? 'unsupported_media_type'
            : 'invalid_request';
    return send(status, code, error.message, aboutBody ? { field: 'body' } : {});
  });
});

/**
 * Errors Fastify's router answers before any route runs (a URL that is not valid percent-encoding, a route parameter
 * longer than the router takes), as problem+json naming the route parameters like every other bad input.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const problem =
    status >= 500
      ? problemFor(500, 'internal', 'Something went wrong on our side. Please try again.', request.id)
      : { ...problemFor(status, 'invalid_request', error.message, request.id), field: 'params' };
  return reply.status(problem.status).type('application/problem+json').send(problem);
}
