import { rangeFromIssue, rangeMessage } from '@hh/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isMessageKey, type Lang, type MessageKey, t } from '../i18n/messages.ts';
import { dbInputError, loggableError } from '../lib/db-errors.ts';
import { AppError } from '../lib/errors.ts';

const zodLocales = { zh: z.locales.zhCN(), en: z.locales.en() };

interface ZodLikeIssue {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

function issueMessage(lang: Lang, issue: ZodLikeIssue): string {
  const range = rangeFromIssue(issue.message);
  if (range) return rangeMessage(lang, range);
  if (issue.message.startsWith('msg:')) {
    const key = `validation.${issue.message.slice(4)}`;
    if (isMessageKey(key)) return t(lang, key);
  }
  const raw = { code: issue.keyword, ...issue.params } as Parameters<
    (typeof zodLocales)['en']['localeError']
  >[0];
  const localized = zodLocales[lang].localeError(raw);
  return typeof localized === 'string' ? localized : (localized?.message ?? issue.message);
}

/** A zod issue from a parse done in a service (not a route schema), in the caller's language. */
export function zodIssueText(lang: Lang, issue: z.core.$ZodIssue): string {
  return issueMessage(lang, {
    keyword: issue.code,
    instancePath: '',
    message: issue.message,
    params: issue as unknown as Record<string, unknown>,
  });
}

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

export interface ErrorBody {
  status: number;
  message: string;
  timestamp: string;
  requestId: string;
  /** On a 429: seconds to wait before trying again (also sent as Retry-After). */
  retryAfter?: number;
  errors?: { field: string; message: string }[];
}

export function sendError(
  reply: FastifyReply,
  req: FastifyRequest,
  status: number,
  key: MessageKey,
  params?: Record<string, string | number>,
  errors?: ErrorBody['errors'],
) {
  const first = errors?.[0];
  const base = t(req.lang, key, params);
  const body: ErrorBody = {
    status,
    message: first ? `${base}: ${first.field ? `${first.field} ` : ''}${first.message}` : base,
    timestamp: new Date().toISOString(),
    requestId: String(req.id),
    ...(errors ? { errors } : {}),
  };
  const wait = params?.seconds;
  if (status === 429 && typeof wait === 'number') {
    body.retryAfter = wait;
    reply.header('retry-after', String(wait));
  }
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

const statusKeys: Record<number, MessageKey> = {
  400: 'error.badRequest',
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.notFound',
  409: 'error.conflict',
  413: 'error.payloadTooLarge',
  415: 'error.unsupportedMedia',
  429: 'error.tooMany',
};

export function registerErrorHandling(
  app: FastifyInstance,
  onServerError: (req: FastifyRequest, err: unknown) => Promise<void>,
) {
  app.setErrorHandler(async (thrown: FastifyError | AppError, req, reply) => {
    const err = dbInputError(thrown) ?? thrown;
    if (err instanceof AppError) {
      const errors = err.fields?.map((f) => ({ field: f.field, message: t(req.lang, f.key, f.params) }));
      if (err.status >= 500) req.log.error({ err }, 'server error');
      return sendError(reply, req, err.status, err.key, err.params, errors);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = (err.validation as unknown as ZodLikeIssue[]).map((issue) => ({
        field: fieldName(issue.instancePath),
        message: issueMessage(req.lang, issue),
      }));
      return sendError(reply, req, 400, 'error.validation', undefined, errors);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, req, status, statusKeys[status] ?? 'error.badRequest');
    }
    req.log.error({ err: loggableError(err) }, 'unhandled error');
    await onServerError(req, err);
    return sendError(reply, req, 500, 'error.internal');
  });
}
