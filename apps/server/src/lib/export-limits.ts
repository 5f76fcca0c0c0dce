/** The most rows one export file holds: below xlsx's own 1,048,576, past which Excel refuses the file. */
export const EXPORT_MAX_ROWS = 1_000_000;
