import { straightLineMeters } from '@armada/domain';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../../db/schema';

/*
 * The address of a raw alert (issue 12 item 5), cached per company and coordinate rounded to 4
 * decimals (about 11 m): a Nominatim server when GEOCODER_URL is set, else the nearest known address
 * of the company within 1 km, else null. A Nominatim failure (down, slow, an error) falls back to
 * the company's addresses and is not cached; an empty answer is cached for a day.
 */

export const NEAREST_ADDRESS_RADIUS_M = 1000;
const NOMINATIM_TIMEOUT_MS = 2000;
const MISS_TTL_MS = 24 * 3600 * 1000;
/** About 1.1 km of latitude: the box the nearest-address query looks in before measuring. */
const BOX_DEGREES = 0.01;

const key = (value: number) => Math.round(value * 10_000);

export interface GeocoderOptions {
  /** A Nominatim server's base URL; defaults to GEOCODER_URL. */
  url?: string | undefined;
}

export async function reverseGeocode(
  db: Kysely<Database>,
  companyId: number,
  latitude: number,
  longitude: number,
  options: GeocoderOptions = {},
): Promise<string | null> {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const cacheKey = { company_id: companyId, latitude_e4: key(latitude), longitude_e4: key(longitude) };
  const url = options.url ?? process.env.GEOCODER_URL;
  // One round trip for the cache and, without a geocoder, the addresses a miss falls back to: a new
  // alert is written inside the intake's transaction, where each statement waits its turn.
  const found = await db
    .selectNoFrom((eb) => [
      jsonObjectFrom(
        eb
          .selectFrom('geocode_cache')
          .select(['address', 'source', sql<number>`extract(epoch from created_on) * 1000`.as('created_ms')])
          .where('company_id', '=', cacheKey.company_id)
          .where('latitude_e4', '=', cacheKey.latitude_e4)
          .where('longitude_e4', '=', cacheKey.longitude_e4),
      ).as('cached'),
      jsonArrayFrom(
        addressesAround(eb.selectFrom('addresses'), companyId, latitude, longitude).where(
          sql<boolean>`${!url}`,
        ),
      ).as('candidates'),
    ])
    .executeTakeFirstOrThrow();
  const cached = found.cached;
  const fresh = cached && (cached.source !== 'none' || Date.now() - Number(cached.created_ms) < MISS_TTL_MS);
  if (fresh) return cached.address;

  const fromNominatim = url ? await nominatim(url, latitude, longitude) : undefined;
  let address: string | null;
  let source: 'nominatim' | 'address' | 'none';
  if (typeof fromNominatim === 'string') {
    address = fromNominatim;
    source = 'nominatim';
  } else {
    const candidates = url
      ? await addressesAround(db.selectFrom('addresses'), companyId, latitude, longitude).execute()
      : found.candidates;
    address = nearestOf(candidates, latitude, longitude);
    source = address ? 'address' : 'none';
  }
  // A failed Nominatim call is not a fact about the place: only answers are remembered.
  if (fromNominatim !== null || !url) {
    await db
      .insertInto('geocode_cache')
      .values({ ...cacheKey, address, source })
      .onConflict((oc) =>
        oc
          .columns(['company_id', 'latitude_e4', 'longitude_e4'])
          .doUpdateSet({ address, source, created_on: sql`now()` }),
      )
      .execute();
  }
  return address;
}

/** The display name Nominatim gives, undefined when it knows no place there, null when it failed. */
async function nominatim(
  base: string,
  latitude: number,
  longitude: number,
): Promise<string | undefined | null> {
  const url = new URL('reverse', base.endsWith('/') ? base : `${base}/`);
  url.search = new URLSearchParams({
    format: 'jsonv2',
    lat: String(latitude),
    lon: String(longitude),
    zoom: '18',
    'accept-language': 'id',
  }).toString();
  try {
    const response = await fetch(url, {
      headers: { 'user-agent': 'Armada fleet operations (alert addresses)' },
      signal: AbortSignal.timeout(NOMINATIM_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { display_name?: unknown; error?: unknown };
    return typeof body.display_name === 'string' && body.display_name.trim() !== ''
      ? body.display_name.trim().slice(0, 500)
      : undefined;
  } catch {
    return null;
  }
}

/** The company's addresses in a box of about 1.1 km around the point: the nearest one is among them. */
function addressesAround(
  from: SelectQueryBuilder<Database, 'addresses', object>,
  companyId: number,
  latitude: number,
  longitude: number,
) {
  return from
    .select(['name', 'full_name', 'city', 'latitude', 'longitude'])
    .where('company_id', '=', companyId)
    .where('latitude', '>=', latitude - BOX_DEGREES)
    .where('latitude', '<=', latitude + BOX_DEGREES)
    .where('longitude', '>=', longitude - BOX_DEGREES)
    .where('longitude', '<=', longitude + BOX_DEGREES);
}

interface AddressCandidate {
  name: string;
  full_name: string;
  city: string;
  latitude: number;
  longitude: number;
}

function nearestOf(
  candidates: readonly AddressCandidate[],
  latitude: number,
  longitude: number,
): string | null {
  let best: { text: string; meters: number } | null = null;
  for (const candidate of candidates) {
    const meters = straightLineMeters(candidate, { latitude, longitude });
    if (meters <= NEAREST_ADDRESS_RADIUS_M && (!best || meters < best.meters)) {
      best = { text: `${candidate.name}, ${candidate.full_name}, ${candidate.city}`, meters };
    }
  }
  return best?.text ?? null;
}
