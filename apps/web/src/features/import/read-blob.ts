// Kept apart from read-sheet.ts, which the Node benchmark imports: FileReader is the browser's.
/** A chosen file's content through FileReader, which every browser (and jsdom) has. */
export function readBlob(blob: Blob, as: 'text'): Promise<string>;
export function readBlob(blob: Blob, as: 'bytes'): Promise<ArrayBuffer>;
export function readBlob(blob: Blob, as: 'text' | 'bytes'): Promise<string | ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string | ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    if (as === 'text') reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });
}
