import type { Translated } from '../../../i18n/featureBundle.ts';
import type zh from './zh.ts';

const en: Translated<typeof zh> = {
  express: {
    listTitle: 'Express companies',
    title: 'express company',
    code: 'Courier code',
    codeHint: 'The code the tracking service knows (Kdniao code, e.g. SF, ZTO); it cannot change once added',
    codePlaceholder: 'e.g. SF',
    name: 'Name',
    sort: 'Sort',
    sortHint: 'Smaller numbers come first',
    isShow: 'Enabled',
    shown: 'On',
    hidden: 'Off',
    showAll: 'All statuses',
    showChanged: 'Enabled state updated',
    createdAt: 'Created',
    blurry: 'Code / name',
  },
};

export default en;
