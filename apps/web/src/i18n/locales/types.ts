import type zh from './zh.ts';

type Widen<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends readonly string[] ? string[] : Widen<T[K]>;
};

export type LocaleMessages = Widen<typeof zh>;
