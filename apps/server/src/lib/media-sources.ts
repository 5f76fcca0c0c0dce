import type { Config } from '../config.ts';
import { LOCAL_URL_PREFIX } from './storage/local.ts';

let bases: readonly string[] = [];

/**
 * Sets, once the app is built, the public addresses besides this site's `/file/…` its pages may
 * load pictures and videos from: the file store's (S3_PUBLIC_URL, allowed by the CSP) and the
 * site's own uploads as published (PUBLIC_URL). `@hh/shared`'s `isShownMedia` checks against them.
 */
export function configureMediaSources(config: Pick<Config, 'S3_PUBLIC_URL' | 'PUBLIC_URL'>): void {
  bases = [
    ...(config.S3_PUBLIC_URL ? [config.S3_PUBLIC_URL] : []),
    ...(config.PUBLIC_URL ? [`${config.PUBLIC_URL.replace(/\/$/, '')}${LOCAL_URL_PREFIX}`] : []),
  ];
}

/** The public addresses configured (none until the app is built). */
export const mediaBases = (): readonly string[] => bases;
