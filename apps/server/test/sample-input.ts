import type { z } from 'zod';

/**
 * Builds a valid-looking value for a route schema so the tenant-wall suite can call every route
 * without a hand-written request: ids and id lists come from `ids`, well-known field names get
 * values that pass their validators.
 */
export function sample(schema: z.ZodType, ids: number[], name = ''): unknown {
  const def = (schema as unknown as { _zod: { def: Record<string, any> } })._zod.def;
  const firstId = ids[0] ?? 1;
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        out[key] = sample(child, ids, key);
      }
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return sample(def.innerType, ids, name);
    case 'pipe':
      return sample(def.in, ids, name);
    case 'union':
      return sample(def.options[0], ids, name);
    case 'array':
      return /^(sort)$/.test(name) ? 'id,desc' : /time/i.test(name) ? [] : ids.slice(0, 3);
    case 'number':
    case 'int':
      if (/^(page)$/.test(name)) return 0;
      if (/^(size)$/.test(name)) return 10;
      if (/level/i.test(name)) return 3;
      if (/^(type)$/.test(name)) return 1;
      if (/^(nav)$/.test(name)) return 1;
      if (/^(sort|pid)$/.test(name)) return 0;
      return firstId;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries)[0];
    case 'literal':
      return def.values[0];
    case 'date':
      return new Date().toISOString();
    case 'string': {
      if (/phone/i.test(name)) return '13911112222';
      if (/email/i.test(name)) return 'wall@example.com';
      if (/pass/i.test(name)) return 'wallpass1';
      if (/^(username)$/.test(name)) return 'wall_user';
      if (/^(code)$/.test(name)) return '123456';
      if (/^(sort)$/.test(name)) return 'id,desc';
      return 'wall';
    }
    default:
      return undefined;
  }
}
