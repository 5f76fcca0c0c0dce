import { type RegionIds, regionIds, regionPath } from '../region/regionPath.ts';
import { orNull } from './rules.ts';

/** Where a dealer or a store is and whom to call there, as its form holds it. */
export interface PlaceForm {
  contact: string | null;
  phone: string | null;
  /** The region cascade's ids, province first. */
  region: number[];
  regionName: string | null;
  address: string | null;
}

interface PlaceRow extends RegionIds {
  contact: string | null;
  phone: string | null;
  regionName: string | null;
  address: string | null;
}

export const emptyPlace = (): PlaceForm => ({
  contact: null,
  phone: null,
  region: [],
  regionName: null,
  address: null,
});

export const placeToForm = (row: PlaceRow): PlaceForm => ({
  contact: row.contact,
  phone: row.phone,
  region: regionPath(row),
  regionName: row.regionName,
  address: row.address,
});

/** The place as the server takes it: region ids apart, empty texts as null (the region's name is its own). */
export const placeToBody = (form: PlaceForm) => ({
  contact: orNull(form.contact),
  phone: orNull(form.phone),
  ...regionIds(form.region),
  address: orNull(form.address),
});
