import { defineFeatureBundle } from '../../i18n/featureBundle.ts';
import { en, zh } from './locales.ts';

/** `t` for the media library screen's own actions (the shared parts use `useMediaT`). */
export const useMediaLibraryT = defineFeatureBundle('mediaLibrary', zh, en);
