/**
 * Section 9 constants that only the web's widgets use and that the domain package does not hold
 * (yet): the photo preview's zoom. The load texts' tooltip threshold lives with LongText.
 */

/** 'Image zoom 0.5 to 1.5 in steps of 0.5; rotation 90 degrees' (rotation is the preview's own step). */
export const PHOTO_PREVIEW_ZOOM = { scaleStep: 0.5, minScale: 0.5, maxScale: 1.5 } as const;

/** 'download is named fotoN.jpg', N counting from 1 in the order the photos are shown. */
export function photoDownloadName(index: number): string {
  return `foto${index + 1}.jpg`;
}
