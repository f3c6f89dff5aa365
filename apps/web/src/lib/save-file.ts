/** Hands a file to the browser's download (an object URL on a temporary link, released right after). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the click has been handled, so the download keeps its data.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
