/** The headers of a file the browser saves rather than shows. */
export const downloadHeaders = (type: string, fileName: string) => ({
  'Content-Type': type,
  'Content-Disposition': `attachment; filename="${fileName}"`,
  'X-Content-Type-Options': 'nosniff',
});
