import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { giveMapsASize } from '../../../test/map-size';
import { renderPage } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { AddressForm } from './AddressForm';

let restore: () => void;
beforeAll(() => {
  restore = giveMapsASize(800, 480);
});
afterAll(() => restore());

function renderForm() {
  renderPage(<AddressForm readOnly={false} onSaved={vi.fn()} onStale={vi.fn()} onCancel={vi.fn()} />, {
    user: buildUser('admin'),
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** What typing a whole value into the field ends with: one input event. */
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const mapBox = () => document.querySelector('.leaflet-container') as HTMLElement;
const pin = () =>
  screen.queryByRole('button', { name: 'Pin lokasi alamat' }) ??
  document.querySelector('.leaflet-marker-icon');
/** Where Leaflet put the pin on the map (a transform or left/top, by what the browser supports). */
const placeOf = (element: HTMLElement) =>
  `${element.style.transform}|${element.style.left}|${element.style.top}`;
/** The radius of the geofence circle as drawn, in pixels: Leaflet writes it into the arc of the path. */
function circleRadiusPx(): number {
  const path = document.querySelector('.leaflet-overlay-pane path');
  const match = /a([\d.]+),/.exec(path?.getAttribute('d') ?? '');
  return match ? Number(match[1]) : Number.NaN;
}

describe('address map picker', { timeout: 60_000 }, () => {
  it('sets latitude and longitude where the map is clicked', async () => {
    renderForm();
    expect(pin()).toBeNull();
    // The map starts on Indonesia as a whole (-2.5, 118); a click right of the centre lies east of it.
    fireEvent.click(mapBox(), { clientX: 500, clientY: 240 });
    await waitFor(() => expect(field('Latitude').value).not.toBe(''));
    expect(Number(field('Latitude').value.replace(',', '.'))).toBeCloseTo(-2.5, 1);
    expect(Number(field('Longitude').value.replace(',', '.'))).toBeGreaterThan(118);
    expect(pin()).not.toBeNull();
  });

  it('moves the pin to coordinates typed by hand', async () => {
    renderForm();
    type('Latitude', '-6.2');
    type('Longitude', '106.8');
    await waitFor(() => expect(pin()).not.toBeNull());
    const before = placeOf(pin() as HTMLElement);
    expect(before).not.toBe('||');
    // About 110 m east: still in view, so the map stays and the pin moves on it.
    type('Longitude', '106.801');
    await waitFor(() => expect(placeOf(pin() as HTMLElement)).not.toBe(before));
  });

  it('redraws the geofence circle as the radius changes', async () => {
    renderForm();
    type('Latitude', '-6.2');
    type('Longitude', '106.8');
    type('Radius Geofence (m)', '50');
    await waitFor(() => expect(circleRadiusPx()).toBeGreaterThan(0));
    const small = circleRadiusPx();
    type('Radius Geofence (m)', '200');
    await waitFor(() => expect(circleRadiusPx()).toBeCloseTo(small * 4, 0));
  });
});
