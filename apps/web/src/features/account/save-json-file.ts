/** Saves `value` as an indented JSON file called `fileName`, through a temporary download link. */
export function saveJsonFile(value: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: a browser may start reading the file only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
