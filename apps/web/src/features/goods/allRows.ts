/** The parameters that fetch a company's whole small list (categories, templates) in its order. */
export const ALL = { page: 0, size: 1000, sort: 'sort,asc' };
