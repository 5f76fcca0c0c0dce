import { defineFeatureBundle } from '../../../../i18n/featureBundle.ts';
import { en, zh } from './locales.ts';

export const useEditorT = defineFeatureBundle('goodsEditor', zh, en);
