/**
 * The map link of an alert's place (the raw alert's `mapUrl`, and the link in its WhatsApp and e-mail
 * message): OpenStreetMap at street zoom, so it opens without an account or an API key.
 */
export function alertMapUrl(latitude: number | null, longitude: number | null): string | null {
  return latitude === null || longitude === null
    ? null
    : `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}
