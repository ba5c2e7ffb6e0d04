/**
 * Section 9 constants that only the web's widgets use and that the domain package does not hold
 * (yet): the photo preview's zoom and the load history's tooltip threshold.
 */

/** 'Image zoom 0.5 to 1.5 in steps of 0.5; rotation 90 degrees' (rotation is the preview's own step). */
export const PHOTO_PREVIEW_ZOOM = { scaleStep: 0.5, minScale: 0.5, maxScale: 1.5 } as const;

/** 'Tooltip thresholds: 60 characters for load reason and product name'. */
export const LOAD_TEXT_TOOLTIP_CHARS = 60;

/** 'download is named fotoN.jpg', N counting from 1 in the order the photos are shown. */
export function photoDownloadName(index: number): string {
  return `foto${index + 1}.jpg`;
}
