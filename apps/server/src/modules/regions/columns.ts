import type { XlsxColumn } from '../../plugins/xlsx.ts';

/** Export columns of a place with a contact and a region-resolved address (stores, dealers). */
export const contactAddressColumns: XlsxColumn<Record<string, unknown>>[] = [
  { header: { zh: '联系人', en: 'Contact' }, value: (r) => r.contact as string | null },
  { header: { zh: '电话', en: 'Phone' }, value: (r) => r.phone as string | null },
  { header: { zh: '地区', en: 'Region' }, value: (r) => r.regionName as string | null, width: 24 },
  { header: { zh: '地址', en: 'Address' }, value: (r) => r.address as string | null, width: 30 },
];
