import { STATUS_CODES } from 'node:http';
import type { Violation } from '@portal/schema';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import pg from 'pg';

/**
 * SQLSTATEs of values PostgreSQL cannot take: 22003 number out of range, 22021 a byte sequence (NUL) its encoding
 * refuses, 22P05 a character it cannot translate, 22P02 text that is not of the column's type.
 */
const REFUSED_VALUE_CODES = new Set(['22003', '22021', '22P05', '22P02']);

/** An error whose status and message are safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** HTTP 422 with API Platform's ConstraintViolationList body. */
export class ValidationFailed extends Error {
  readonly statusCode = 422;
  constructor(readonly violations: Violation[]) {
    super(violations.map((violation) => `${violation.propertyPath}: ${violation.message}`).join('; '));
    this.name = 'ValidationFailed';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'Access denied') => new HttpError(403, message);
export const notFound = () => new HttpError(404, 'Not found');
/** What a look-up found, or a 404 when it found nothing (another owner's row does not exist for the caller). */
export function orNotFound<T>(found: T | null | undefined): T {
  if (found === null || found === undefined) throw notFound();
  return found;
}
export const violation = (propertyPath: string, message: string) => new ValidationFailed([{ propertyPath, message }]);

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export function sendError(reply: FastifyReply, statusCode: number, message: string) {
  if (statusCode === 401) reply.header('www-authenticate', 'Bearer');
  const body: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * One error shape for the whole API. Request-schema failures: a body field becomes a 422 violation, like the
 * yup rules (forms land them on fields); a bad path or query parameter is a 400. Nothing leaks a stack.
 */
export async function errorsPlugin(app: FastifyInstance) {
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, 'Not found'));
  app.setErrorHandler((error: FastifyError | HttpError | ValidationFailed, request, reply) => {
    if (error instanceof ValidationFailed) return sendViolations(reply, error.violations);
    if (error instanceof HttpError) return sendError(reply, error.statusCode, error.message);
    if (error.validation) {
      if (error.validationContext === 'body') return sendViolations(reply, error.validation.map(toViolation));
      const [issue] = error.validation;
      // An id beyond the largest record id (schemas.ts `recordId`) names no record.
      if (error.validationContext === 'params' && issue?.keyword === 'maximum')
        return sendError(reply, 404, 'Not found');
      if (error.validationContext === 'querystring' && issue?.keyword === 'maxItems') {
        const name = issue.instancePath.replace(/^\//, '');
        const limit = (issue.params as { limit?: number }).limit;
        return sendError(reply, 400, `Too many values for '${name}': at most ${limit} in one request`);
      }
      return sendError(reply, 400, error.message);
    }
    // A value PostgreSQL refuses (a NUL character, a number out of its range) that no guard caught: still the
    // client's value, so a 400, never a 500.
    if (error instanceof pg.DatabaseError && REFUSED_VALUE_CODES.has(error.code ?? '')) {
      request.log.warn({ code: error.code }, 'value refused by the database');
      return sendError(reply, 400, 'A value in this request is not valid');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, error.message);
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'Internal Server Error');
  });
}
// Not encapsulated: the handlers apply to every route of the app.
Object.assign(errorsPlugin, { [Symbol.for('skip-override')]: true });

function sendViolations(reply: FastifyReply, violations: Violation[]) {
  return reply
    .code(422)
    .type('application/json; charset=utf-8')
    .send({ '@type': 'ConstraintViolationList', violations });
}

function toViolation(issue: NonNullable<FastifyError['validation']>[number]): Violation {
  const missing = (issue.params as { missingProperty?: unknown }).missingProperty;
  const path = [issue.instancePath.replace(/^\//, '').replace(/\//g, '.'), missing].filter(Boolean).join('.');
  return { propertyPath: path, message: issue.message ?? 'Invalid value' };
}
