/**
 * Puts text on the clipboard. The Clipboard API needs a secure context (https or localhost); an
 * office server reached over plain http has none, so the selected read-only field is copied the
 * old way there. Resolves false when neither works: the caller tells the user to copy by hand.
 */
export async function copyText(text: string, fallbackField: HTMLInputElement | null): Promise<boolean> {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (permissions, focus elsewhere): try the field below.
    }
  }
  if (!fallbackField) return false;
  fallbackField.focus();
  fallbackField.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
