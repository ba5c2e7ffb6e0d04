import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '../../../platform/session/token-storage';
import { type Call, type GraphqlRefusal, graphqlAnswer, operationOf, stubFetch } from '../../../test/http';
import { giveMapsASize } from '../../../test/map-size';
import { renderRoutes } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { GeofenceCreatePage, GeofenceEditPage } from './GeofenceFormPage';
import type { Geofence } from './types';

// Two cores shared by several test runs: a first render can take seconds, not the default one.
configure({ asyncUtilTimeout: 10_000 });

let restore: () => void;
beforeAll(() => {
  restore = giveMapsASize(800, 480);
});
afterAll(() => restore());
beforeEach(() => storeToken('token-admin'));
afterEach(() => vi.unstubAllGlobals());

const variablesOf = (call: Call) => (call.body as { variables: Record<string, unknown> }).variables;

const stored: Geofence = {
  geofenceId: 7,
  fenceName: 'Kawasan Industri Pulogadung',
  type: 'POLYGON',
  serviceLocType: 'WAREHOUSE',
  address: 'Jl. Rawa Gelam',
  center: null,
  radiusM: null,
  polygon: [
    { latitude: -6.19, longitude: 106.9 },
    { latitude: -6.19, longitude: 106.92 },
    { latitude: -6.21, longitude: 106.92 },
    { latitude: -6.21, longitude: 106.9 },
  ],
  totalRules: 1,
  createdOn: '2026-11-20T08:00:00+07:00',
  updatedOn: '2026-11-21T09:30:00+07:00',
};

/** The GraphQL answers: the stored geofence, and each save echoed back; `refuse` answers a save instead. */
function stubGeofences(refuse?: GraphqlRefusal) {
  return stubFetch((call) => {
    if (call.url.pathname !== '/api/graphql') return undefined;
    const operation = operationOf(call);
    if (operation === 'Geofence') return graphqlAnswer('geofence', stored);
    const input = variablesOf(call).input as object;
    if (operation === 'CreateGeofence')
      return graphqlAnswer('createGeofence', { ...stored, ...input, geofenceId: 8 }, refuse);
    if (operation === 'UpdateGeofence')
      return graphqlAnswer('updateGeofence', { ...stored, ...input }, refuse);
    return undefined;
  });
}
const saves = (calls: Call[]) =>
  calls.filter((call) => ['CreateGeofence', 'UpdateGeofence'].includes(operationOf(call) ?? ''));

function renderEditor(path: string) {
  return renderRoutes(
    [
      { path: '/notification/geofence/new', element: <GeofenceCreatePage /> },
      { path: '/notification/geofence/:id', element: <GeofenceEditPage /> },
      { path: '/notification/geofence/', element: <p>Daftar geofence</p> },
    ],
    { user: buildUser('admin'), path },
  );
}

const mapBox = () => document.querySelector('.leaflet-container') as HTMLElement;
/** A user's mouse on the map: the pointer moves there (geoman's hint follows it), then clicks. */
function clickMapAt(x: number, y: number) {
  fireEvent.mouseMove(mapBox(), { clientX: x, clientY: y });
  fireEvent.click(mapBox(), { clientX: x, clientY: y });
}

describe('geofence form', { timeout: 120_000 }, () => {
  it('refuses to save without a name or a drawn area, with the messages on their places', async () => {
    const calls = stubGeofences();
    renderEditor('/notification/geofence/new');
    fireEvent.click(await screen.findByRole('radio', { name: 'Poligon' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Wajib diisi')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bentuk geofence tidak valid: lingkaran perlu titik pusat dan radius 10 sampai 100.000 m, poligon perlu 3 sampai 1.000 titik.',
    );
    expect(saves(calls)).toEqual([]);
  });

  it("turns a polygon drawn with geoman's toolbar into the polygon the API receives", async () => {
    const calls = stubGeofences();
    const { router } = renderEditor('/notification/geofence/new');
    await userEvent.type(await screen.findByLabelText('Nama Geofence'), 'Gudang Cikarang');
    fireEvent.click(await screen.findByRole('button', { name: 'Gambar poligon' }));
    // The map opens on Indonesia: its centre pixel (400, 240) is -2.5, 118.
    clickMapAt(400, 240);
    clickMapAt(500, 240);
    clickMapAt(500, 340);
    // A click on the first point again closes the polygon.
    clickMapAt(400, 240);
    expect(await screen.findByText('Poligon dengan 3 titik')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    const input = variablesOf(saves(calls)[0] as Call).input as {
      type: string;
      polygon: { latitude: number; longitude: number }[];
    };
    expect(input).toMatchObject({
      fenceName: 'Gudang Cikarang',
      type: 'POLYGON',
      center: null,
      radiusM: null,
    });
    const [first, east, southEast] = input.polygon;
    expect(input.polygon).toHaveLength(3);
    // Within a pixel of the view's centre (0.05 degrees at this zoom), then east, then south of that.
    expect(first?.latitude).toBeCloseTo(-2.5, 1);
    expect(first?.longitude).toBeCloseTo(118, 1);
    expect(east?.latitude).toBe(first?.latitude);
    expect(east?.longitude).toBeGreaterThan((first?.longitude ?? 0) + 1);
    expect(southEast?.longitude).toBe(east?.longitude);
    expect(southEast?.latitude).toBeLessThan((first?.latitude ?? 0) - 1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/notification/geofence/'));
  });

  it('makes a circle from the keyboard: centre and radius typed, the map drawing it', async () => {
    const calls = stubGeofences();
    renderEditor('/notification/geofence/new');
    await userEvent.type(await screen.findByLabelText('Nama Geofence'), 'Pool Cakung');
    await userEvent.type(screen.getByLabelText('Lintang'), '-6.18');
    await userEvent.type(screen.getByLabelText('Bujur'), '106.93');
    const radius = screen.getByLabelText('Radius (m)');
    await userEvent.clear(radius);
    await userEvent.type(radius, '350');
    await waitFor(() => expect(document.querySelector('.leaflet-overlay-pane path')).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(variablesOf(saves(calls)[0] as Call).input).toEqual({
      fenceName: 'Pool Cakung',
      type: 'CIRCLE',
      serviceLocType: null,
      address: null,
      center: { latitude: -6.18, longitude: 106.93 },
      radiusM: 350,
      polygon: null,
    });
  });

  it("opens a stored polygon editable and puts the server's field message under its field", async () => {
    const calls = stubGeofences({
      errorCode: 'invalid/invalid-fields',
      message: 'Data tidak valid.',
      fieldErrors: [{ field: 'fenceName', code: 'too-long', message: 'Maksimal 100 karakter' }],
    });
    renderEditor('/notification/geofence/7');
    expect(await screen.findByText('Poligon dengan 4 titik')).toBeInTheDocument();
    // The stored shape is drawn with geoman's vertex handles, ready to be dragged.
    await waitFor(() => expect(document.querySelector('.leaflet-overlay-pane path')).not.toBeNull());
    expect(document.querySelectorAll('.leaflet-marker-pane .marker-icon').length).toBeGreaterThanOrEqual(4);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Maksimal 100 karakter')).toBeInTheDocument();
    expect(variablesOf(saves(calls)[0] as Call)).toEqual({
      id: 7,
      input: {
        fenceName: 'Kawasan Industri Pulogadung',
        type: 'POLYGON',
        serviceLocType: 'WAREHOUSE',
        address: 'Jl. Rawa Gelam',
        center: null,
        radiusM: null,
        polygon: stored.polygon,
      },
    });
  });
});
