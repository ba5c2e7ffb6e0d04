import { describe, expect, it } from 'vitest';
import { formatAlertData, formatSeconds } from './format-data';

describe('formatAlertData: the sentence users read', () => {
  it.each([
    [
      8,
      '92|80|75',
      'Kecepatan 92 km/jam, batas 80 km/jam, selama 75 detik',
      'Speed 92 km/h, limit 80 km/h, for 75 s',
    ],
    [
      7,
      '2100|1800',
      'Tidak ada laporan selama 35 menit, batas 30 menit',
      'No report for 35 min, limit 30 min',
    ],
    [
      9,
      '62|40|1',
      'Kecepatan turun dari 62 ke 40 km/jam dalam 1 detik',
      'Speed fell from 62 to 40 km/h within 1 s',
    ],
    [13, '720|600', 'Mesin menyala diam selama 12 menit, batas 10 menit', 'Idling for 12 min, limit 10 min'],
    [14, '3900|3600', 'Parkir selama 65 menit, batas 60 menit', 'Parked for 65 min, limit 60 min'],
    [
      15,
      '25|10|80|55',
      'Bahan bakar turun 25 liter (80 → 55 liter), batas 10 liter',
      'Fuel fell 25 L (80 → 55 L), limit 10 L',
    ],
    [
      16,
      '45.5|20|20|65.5',
      'Bahan bakar naik 45,5 liter (20 → 65,5 liter), batas 20 liter',
      'Fuel rose 45.5 L (20 → 65.5 L), limit 20 L',
    ],
    [17, '9.4|8|300', 'Suhu 9,4 °C, batas 8 °C, selama 5 menit', 'Temperature 9.4 °C, limit 8 °C, for 5 min'],
    [
      18,
      '-27.5|-25|300',
      'Suhu -27,5 °C, batas -25 °C, selama 5 menit',
      'Temperature -27.5 °C, limit -25 °C, for 5 min',
    ],
    [
      117,
      '14700|14400',
      'Mengemudi 4 jam 5 menit tanpa istirahat 30 menit, batas 4 jam',
      'Driving 4 h 5 min without a 30-minute rest, limit 4 h',
    ],
    [
      139,
      '2|2400|1800',
      'Belum tiba di titik 2, 40 menit setelah perkiraan tiba, batas 30 menit',
      'Stop 2 not reached 40 min after its estimated arrival, limit 30 min',
    ],
    [
      140,
      '1|5700|3600|1800',
      'Berada di titik 1 selama 95 menit, waktu layanan 60 menit ditambah batas 30 menit',
      'At stop 1 for 95 min, service time 60 min plus limit 30 min',
    ],
    [
      141,
      '1400|1000|180',
      'Berjarak 1,4 km dari rute, batas 1 km, selama 3 menit',
      '1.4 km from the route, limit 1 km, for 3 min',
    ],
    [
      141,
      '850|500|120',
      'Berjarak 850 m dari rute, batas 500 m, selama 2 menit',
      '850 m from the route, limit 500 m, for 2 min',
    ],
    [2, '4|Garasi Cakung', 'Masuk geofence Garasi Cakung', 'Entered geofence Garasi Cakung'],
    [3, '4|Garasi Cakung', 'Keluar geofence Garasi Cakung', 'Left geofence Garasi Cakung'],
    [49, '62.4', 'Kecepatan 62,4 km/jam', 'Speed 62.4 km/h'],
  ])('code %i with %s', (code, alertData, id, en) => {
    expect(formatAlertData(code, alertData, 'id')).toBe(id);
    expect(formatAlertData(code, alertData, 'en')).toBe(en);
  });

  it.each([
    [8, null],
    [8, ''],
    [8, '92|80'],
    [8, '92|x|75'],
    [8, '92||75'],
    [4, ''],
    [3, '4|'],
    [49, '1|2'],
  ])('code %i with %j has no sentence', (code, alertData) => {
    expect(formatAlertData(code, alertData, 'id')).toBeNull();
    expect(formatAlertData(code, alertData, 'en')).toBeNull();
  });
});

describe('formatSeconds', () => {
  it.each([
    [45, '45 detik', '45 s'],
    [119, '119 detik', '119 s'],
    [120, '2 menit', '2 min'],
    [7140, '119 menit', '119 min'],
    [7200, '2 jam', '2 h'],
    [14_700, '4 jam 5 menit', '4 h 5 min'],
  ])('%i s', (seconds, id, en) => {
    expect(formatSeconds(seconds, 'id')).toBe(id);
    expect(formatSeconds(seconds, 'en')).toBe(en);
  });
});
