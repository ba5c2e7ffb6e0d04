/** The browser's reload, the one thing the update banner and the connectivity rule end in. */
export function reloadPage(): void {
  window.location.reload();
}
