import { DECO_FIRST_SCREEN, type DecoDocument, isShownMedia } from '@hh/shared';

/** Preloads a page asks for at most (a banner's slide and a four-picture ad): more would compete with the page's code. */
const MOST = 5;

/**
 * The pictures a page's first screen shows before anything is scrolled: the first slide of a banner
 * and the pictures of an image ad (whose height is the picture's own, so one arriving late moves
 * what is under it). The H5 page's head preloads them, so they load beside the page's code.
 */
export function leadPictures(document: DecoDocument, mediaBases: readonly string[]): string[] {
  const pictures = document.components.slice(0, DECO_FIRST_SCREEN).flatMap((component) => {
    if (component.type === 'banner') return component.items.slice(0, 1).map((item) => item.picture);
    if (component.type === 'imageAd') return component.items.map((item) => item.picture);
    return [];
  });
  return pictures
    .filter((picture): picture is string => !!picture && isShownMedia(picture, mediaBases))
    .slice(0, MOST);
}
