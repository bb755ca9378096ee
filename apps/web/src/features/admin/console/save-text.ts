/** Hands a text the server made (a CSV export) to the browser as a file download. */
export function saveText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  // A byte-order mark, so a spreadsheet opens Chinese text in a CSV as UTF-8.
  const blob = new Blob([type.startsWith('text/csv') ? '\uFEFF' : '', text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
