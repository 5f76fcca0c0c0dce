import type { FastifyInstance } from 'fastify';
import { fieldError } from '../lib/errors.ts';

const MAX_DEPTH = 32;

/** The path of the first string holding a NUL character (PostgreSQL text cannot store one), if any. */
function nulPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (!value || typeof value !== 'object' || path.length > MAX_DEPTH) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
    const found = nulPath(child, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Refuses NUL characters in the path, query and body of every request, before any schema or service sees them. */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const field = nulPath(part);
      if (field !== undefined) throw fieldError(field, 'validation.nul');
    }
  });
}
