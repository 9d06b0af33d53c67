// Offers a text as a file download.

export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  // The byte order mark lets spreadsheet programs read umlauts correctly.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
