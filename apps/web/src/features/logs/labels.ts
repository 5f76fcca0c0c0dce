import type { TFunction } from 'i18next';
import zh from '../../i18n/locales/zh.ts';

type Entity = keyof typeof zh.log.entities;
type Action = keyof typeof zh.log.actions;

export const ENTITIES = Object.keys(zh.log.entities) as Entity[];
export const ACTIONS = Object.keys(zh.log.actions) as Action[];

const isEntity = (value: string): value is Entity => (ENTITIES as string[]).includes(value);
const isAction = (value: string): value is Action => (ACTIONS as string[]).includes(value);

/** The entity's name in the current language; an entity the web doesn't know yet shows as sent. */
export const entityLabel = (t: TFunction, entity: string): string =>
  isEntity(entity) ? t(`log.entities.${entity}`) : entity;

export const actionLabel = (t: TFunction, action: string): string =>
  isAction(action) ? t(`log.actions.${action}`) : action;
