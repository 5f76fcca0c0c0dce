/** Only xlsx workbooks are accepted (by name: browsers report the type inconsistently). */
export const isXlsx = (fileName: string): boolean => /\.xlsx$/i.test(fileName.trim());
