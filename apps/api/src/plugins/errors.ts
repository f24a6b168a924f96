import { isDatabaseUnavailable } from '@talvio/db/client';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

export interface ProblemField {
  field: string;
  message: string;
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  field?: string;
  errors?: ProblemField[];
  requestId: string;
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function fieldName(path: readonly PropertyKey[], instancePath?: string): string {
  if (path.length > 0) return path.map(String).join('.');
  return (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
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
        field: fieldName(
          (issue.params?.issue as { path?: PropertyKey[] } | undefined)?.path ?? [],
          issue.instancePath,
        ),
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
    const code =
      status === 429
        ? 'rate_limited'
        : status === 413
          ? 'payload_too_large'
          : status === 415
            ? 'unsupported_media_type'
            : 'invalid_request';
    return send(status, code, error.message);
  });
});
