import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@hh/shared';
import type { TFunction } from 'i18next';
import zh from '../../i18n/locales/zh.ts';

const isEntity = (value: string): value is AuditEntity =>
  (AUDIT_ENTITIES as readonly string[]).includes(value);
const isAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

type Field = keyof typeof zh.log.fields;
const isField = (value: string): value is Field => Object.hasOwn(zh.log.fields, value);

/** The entity's name in the current language; an entity the web doesn't know yet shows as sent. */
export const entityLabel = (t: TFunction, entity: string): string =>
  isEntity(entity) ? t(`log.entities.${entity}`) : entity;

export const actionLabel = (t: TFunction, action: string): string =>
  isAction(action) ? t(`log.actions.${action}`) : action;

/** A changed field's label; a field without one shows its name. */
export const fieldLabel = (t: TFunction, field: string): string =>
  isField(field) ? t(`log.fields.${field}`) : field;
