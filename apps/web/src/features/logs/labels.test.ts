import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@hh/shared';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.ts';
import zh from '../../i18n/locales/zh.ts';

const named = (labels: Record<string, string>, key: string) =>
  typeof labels[key] === 'string' && labels[key].trim() !== '' && labels[key] !== key;

/** AUDIT_ENTITIES and AUDIT_ACTIONS are the only values the server's `audit()` accepts (typed). */
describe('audit log labels', () => {
  it.each(AUDIT_ENTITIES)('name the entity %s in Chinese and English', (entity) => {
    expect(named(zh.log.entities, entity), `zh ${entity}`).toBe(true);
    expect(named(en.log.entities, entity), `en ${entity}`).toBe(true);
  });
  it.each(AUDIT_ACTIONS)('name the action %s in Chinese and English', (action) => {
    expect(named(zh.log.actions, action), `zh ${action}`).toBe(true);
    expect(named(en.log.actions, action), `en ${action}`).toBe(true);
  });
});
