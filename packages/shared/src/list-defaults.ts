/**
 * The one list convention of the spec: page is 0-based, size defaults to 10, sort is `field,dir`.
 * Apart from the schemas of `list.ts`, so the web app's first lines read them without loading zod.
 */
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_SORT = 'id,desc';
