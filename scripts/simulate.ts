/**
 * Trip simulator (GPS issue, item 6): drives a fleet task's vehicle along its route by sending the
 * positions Traccar Client would send to a running server's OsmAnd endpoint, so the travel
 * automation (auto start) and the DO status by GPS can be watched on the demo.
 *
 *   npm run simulate -- <FO number> [--speedup 20] [--interval 10] [--dwell 65] [--kmh 40]
 *
 * - <FO number>: a task of the logged-in company, e.g. FO-2611-00001.
 * - --speedup: how much faster than real time the vehicle drives (default 20).
 * - --interval: GPS seconds between two positions while driving (default 10; Traccar Client's own
 *   default is much longer), so at speedup 20 one position every half second.
 * - --dwell: real seconds the vehicle stays at each stop (default 65). A stop shorter than one
 *   minute of GPS time is a drive-by and completes nothing, and positions carry the real time.
 * - --kmh: driving speed on the straight line between points (default 40).
 *
 * Environment: ARMADA_URL (default http://localhost:$PORT, the port `npm start` reads, else 3000), ARMADA_EMAIL (default
 * dispatcher@demo.id), ARMADA_PASSWORD (default DEMO_PASSWORD or demo12345).
 *
 * What it does: logs in, reads the task, its route (GET /fleet-task/{id}/sequence) and the devices
 * (GET /api/telemetry/v1/device), then sends every position twice, as the vehicle's GPS (its imei)
 * and as the driver's phone (its device_id), so the task follows whichever source it chose. It
 * starts inside the start point and leaves it (a start that is also the first pickup: it starts a
 * little away and drives in), stops at each stop for --dwell seconds, and ends at the end point.
 * To see the automation: make the task Dijadwalkan with 'Automasi Perjalanan' on (GEOFENCE), and
 * switch 'Perubahan Status DO' to automatic; the script warns when either is off.
 *
 *   npm run simulate -- --alerts [--vehicle <imei>] [--speedup 10]
 *
 * Alert Center demo (issue 12 item 8): logs in as ARMADA_ADMIN_EMAIL (default admin@demo.id, who may
 * create gateway keys), creates a gateway API key (POST /api/telemetry/v1/api-key; the demo seeds
 * none), picks the first vehicle with a GPS device (or --vehicle), drives it through OsmAnd at 95 km/h
 * for 90 s of GPS time (above the overspeed rule's 80 km/h for over 60 s: code 8), then sends a DMS
 * fatigue (49), a DMS distraction (52) and an ADAS forward collision (90) event through
 * POST /api/telemetry/v1/events with the key. Alerts appear live on the Alert Center (socket
 * `alert-center-new`) where the company has active rules of these codes covering the vehicle: the rules
 * decide which alerts exist; the events summary says how many alerts they made.
 */

interface Point {
  type: 'START' | 'DEFAULT' | 'END';
  address: { id: number; name: string; latitude: number; longitude: number } | null;
  activities: { status: { raw_type: string } }[];
}

interface Options {
  number: string;
  speedup: number;
  interval: number;
  dwell: number;
  kmh: number;
}

// A server started with another PORT is found without ARMADA_URL (issue 26 item 12).
const BASE_URL = (process.env.ARMADA_URL || `http://localhost:${process.env.PORT || 3000}`).replace(
  /\/$/,
  '',
);
const METERS_PER_DEGREE = (2 * Math.PI * 6_371_000) / 360;
const KMH_TO_KNOTS = 1 / 1.852;

function parseOptions(argv: string[]): Options {
  const number = argv.find((arg) => !arg.startsWith('--'));
  if (!number) {
    console.error(
      'Usage: npm run simulate -- <FO number> [--speedup 20] [--interval 10] [--dwell 65] [--kmh 40]',
    );
    process.exit(1);
  }
  const option = (name: string, fallback: number) => {
    const index = argv.indexOf(`--${name}`);
    const value = index === -1 ? fallback : Number(argv[index + 1]);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
    return value;
  };
  return {
    number,
    speedup: option('speedup', 20),
    interval: option('interval', 10),
    dwell: option('dwell', 65),
    kmh: option('kmh', 40),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let token = '';
async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

type Place = { latitude: number; longitude: number };

/** Straight-line distance in metres (haversine), and the point a fraction of the way. */
function distance(a: Place, b: Place) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const between = (a: Place, b: Place, t: number): Place => ({
  latitude: a.latitude + (b.latitude - a.latitude) * t,
  longitude: a.longitude + (b.longitude - a.longitude) * t,
});

class Vehicle {
  private at: Place;
  constructor(
    private readonly deviceIds: string[],
    start: Place,
    private readonly options: Options,
  ) {
    this.at = start;
  }

  /** One position of every device at the current place, with the real time. */
  async report(kmh: number, bearing: number) {
    for (const id of this.deviceIds) {
      const query = new URLSearchParams({
        id,
        // Milliseconds (OsmAnd reads a number this large as such): two positions half a second
        // apart are two positions, not a resend of one.
        timestamp: String(Date.now()),
        lat: this.at.latitude.toFixed(7),
        lon: this.at.longitude.toFixed(7),
        speed: (kmh * KMH_TO_KNOTS).toFixed(1),
        bearing: bearing.toFixed(0),
        accuracy: '8',
        batt: '88',
      });
      const response = await fetch(`${BASE_URL}/api/telemetry/osmand?${query}`);
      if (!response.ok)
        console.warn(`  position of ${id} refused: ${response.status} ${await response.text()}`);
    }
  }

  /** Drives in a straight line to `target`, a position every --interval GPS seconds. */
  async driveTo(target: Place) {
    const meters = distance(this.at, target);
    const stepMeters = (this.options.kmh / 3.6) * this.options.interval;
    const steps = Math.max(1, Math.ceil(meters / stepMeters));
    const bearing =
      (Math.atan2(target.longitude - this.at.longitude, target.latitude - this.at.latitude) * 180) / Math.PI;
    const from = this.at;
    for (let step = 1; step <= steps; step++) {
      this.at = between(from, target, step / steps);
      await this.report(this.options.kmh, (bearing + 360) % 360);
      await sleep(Math.max(250, (this.options.interval * 1000) / this.options.speedup));
    }
  }

  /** Stays put for `seconds` real seconds, reporting every 5 s (a parked truck's tracker). */
  async stay(seconds: number) {
    const until = Date.now() + seconds * 1000;
    while (Date.now() < until) {
      await this.report(0, 0);
      await sleep(Math.min(5_000, Math.max(0, until - Date.now())));
    }
  }
}

interface TaskDetail {
  id: string;
  number: string;
  status: { name: string };
  vehicle_id: number | null;
  driver_user_id: number | null;
  auto_start_type: string | null;
  is_auto_started: boolean;
  auto_start_failed_reason: string | null;
  is_overlap: boolean;
  is_autocomplete_on: boolean;
  autocomplete_source: string;
}

async function findTask(number: string): Promise<TaskDetail> {
  const list = await api<{ paginated_result: { id: string; number: string }[] }>(
    'GET',
    `/api/fleet-planning/v1/fleet-task?limit=10&page=1&search=${encodeURIComponent(number)}`,
  );
  const row = list.paginated_result.find((task) => task.number === number);
  if (!row) throw new Error(`No fleet task ${number} in this company`);
  return api<TaskDetail>('GET', `/api/fleet-planning/v1/fleet-task/${row.id}`);
}

async function devicesOf(task: TaskDetail): Promise<string[]> {
  const devices = await api<{ kind: string; id: number; device_id: string; name: string }[]>(
    'GET',
    '/api/telemetry/v1/device',
  );
  const vehicle = devices.find((device) => device.kind === 'vehicle' && device.id === task.vehicle_id);
  const driver = devices.find((device) => device.kind === 'driver' && device.id === task.driver_user_id);
  if (vehicle) console.log(`Vehicle ${vehicle.name}: GPS ${vehicle.device_id}`);
  if (driver) console.log(`Driver ${driver.name}: Smart Driver ${driver.device_id}`);
  const ids = [vehicle?.device_id, driver?.device_id].filter((id): id is string => Boolean(id));
  if (ids.length === 0)
    throw new Error('The task has neither a vehicle with an imei nor a driver with a device_id');
  return ids;
}

function warnAboutSettings(task: TaskDetail) {
  if (task.status.name !== 'SCHEDULED' && task.status.name !== 'STARTED') {
    console.warn(
      `! ${task.number} is ${task.status.name}: only Dijadwalkan and Perjalanan tasks react to GPS.`,
    );
  }
  if (task.status.name === 'SCHEDULED' && task.auto_start_type !== 'GEOFENCE') {
    console.warn('! Automasi Perjalanan is off: the task will not start by itself.');
  }
  if (task.is_overlap)
    console.warn('! The start and the first pickup overlap: the automation is unavailable.');
  if (!task.is_autocomplete_on)
    console.warn('! Perubahan Status DO is manual: stops will not complete by GPS.');
  else console.log(`DO status by GPS follows: ${task.autocomplete_source}`);
}

async function report(task: TaskDetail, label: string) {
  const now = await api<TaskDetail>('GET', `/api/fleet-planning/v1/fleet-task/${task.id}`);
  const start = now.is_auto_started ? ', started by the automation' : '';
  const failed = now.auto_start_failed_reason ? `, auto start blocked: ${now.auto_start_failed_reason}` : '';
  console.log(`  ${label}: ${now.status.name}${start}${failed}`);
}

/** The `--alerts` run: overspeed through OsmAnd, then DMS and ADAS events through the events intake. */
async function simulateAlerts(argv: string[]) {
  const index = argv.indexOf('--vehicle');
  const wanted = index === -1 ? null : argv[index + 1];
  const speedupIndex = argv.indexOf('--speedup');
  const speedup = speedupIndex === -1 ? 10 : Number(argv[speedupIndex + 1]);
  const login = await api<{ token: string }>('POST', '/api/auth/login', {
    email: process.env.ARMADA_ADMIN_EMAIL || 'admin@demo.id',
    password: process.env.ARMADA_PASSWORD || process.env.DEMO_PASSWORD || 'demo12345',
  });
  token = login.token;
  const devices = await api<{ kind: string; id: number; device_id: string; name: string }[]>(
    'GET',
    '/api/telemetry/v1/device',
  );
  const vehicle = devices.find(
    (device) => device.kind === 'vehicle' && (wanted === null || device.device_id === wanted),
  );
  if (!vehicle) throw new Error('No vehicle with a GPS device (imei) in this company');
  const { key } = await api<{ key: string }>('POST', '/api/telemetry/v1/api-key', {
    name: `Simulator ${new Date().toISOString()}`,
  });
  console.log(`Vehicle ${vehicle.name}: GPS ${vehicle.device_id}; gateway key created`);
  const place = { latitude: -6.2, longitude: 106.8 };
  const started = Date.now();
  // The 90 GPS seconds end now rather than 90 s ahead: a fix from the future would make the device's
  // real positions afterwards look older than its last one (and be dropped as out of order).
  const firstFixAt = started - 90_000;
  // 95 km/h is 26.4 m/s: one fix a GPS second, eastwards, for 90 s.
  for (let second = 0; second <= 90; second++) {
    const at = new Date(firstFixAt + second * 1000);
    const query = new URLSearchParams({
      id: vehicle.device_id,
      timestamp: String(Math.floor(at.getTime() / 1000)),
      lat: place.latitude.toFixed(7),
      lon: (place.longitude + (second * 26.4) / METERS_PER_DEGREE).toFixed(7),
      speed: (95 * KMH_TO_KNOTS).toFixed(1),
      accuracy: '6',
    });
    const response = await fetch(`${BASE_URL}/api/telemetry/osmand?${query}`);
    if (!response.ok) throw new Error(`OsmAnd: ${response.status} ${await response.text()}`);
    const due = started + (second * 1000) / speedup - Date.now();
    if (due > 0) await sleep(due);
  }
  console.log('Drove 90 s of GPS time at 95 km/h (overspeed, code 8)');
  const now = new Date();
  const events = [49, 52, 90].map((code, i) => ({
    device_id: vehicle.device_id,
    code,
    occurred_on: new Date(now.getTime() + i * 1000).toISOString(),
    latitude: place.latitude,
    longitude: place.longitude + (90 * 26.4) / METERS_PER_DEGREE,
    speed_kmh: 60,
    alarm_id: `sim-${now.getTime()}-${code}`,
  }));
  const response = await fetch(`${BASE_URL}/api/telemetry/v1/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ events }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`events: ${response.status} ${text}`);
  console.log(`Events 49, 52, 90 sent: ${text}`);
}

async function main() {
  if (process.argv.includes('--alerts')) return simulateAlerts(process.argv.slice(2));
  const options = parseOptions(process.argv.slice(2));
  const login = await api<{ token: string }>('POST', '/api/auth/login', {
    email: process.env.ARMADA_EMAIL || 'dispatcher@demo.id',
    password: process.env.ARMADA_PASSWORD || process.env.DEMO_PASSWORD || 'demo12345',
  });
  token = login.token;
  const task = await findTask(options.number);
  warnAboutSettings(task);
  const devices = await devicesOf(task);
  const sequence = await api<{ points: Point[] }>(
    'GET',
    `/api/fleet-planning/v1/fleet-task/${task.id}/sequence`,
  );
  const points = sequence.points.filter((point) => point.address !== null);
  const [start, ...rest] = points;
  if (!start?.address) throw new Error('The task has no start point');
  const firstStop = rest.find((point) => point.type === 'DEFAULT');
  const startsAtFirstStop = firstStop?.address?.id === start.address.id;
  // A start that is the first pickup starts the task on arrival: come from 1.5 km away.
  const away = {
    latitude: start.address.latitude,
    longitude: start.address.longitude - 1_500 / METERS_PER_DEGREE,
  };
  const vehicle = new Vehicle(devices, startsAtFirstStop ? away : start.address, options);

  console.log(`Start: ${start.address.name}`);
  await vehicle.stay(6);
  if (startsAtFirstStop) {
    await vehicle.driveTo(start.address);
    await report(task, 'arrived at the start, which is the first pickup');
  }
  let reported = startsAtFirstStop;
  for (const point of rest) {
    if (!point.address) continue;
    if (!(startsAtFirstStop && point === firstStop)) await vehicle.driveTo(point.address);
    if (!reported) {
      await report(task, 'left the start');
      reported = true;
    }
    if (point.type === 'END') {
      console.log(`End: ${point.address.name}`);
      await vehicle.stay(6);
      break;
    }
    console.log(`Stop: ${point.address.name}, staying ${options.dwell} s`);
    await vehicle.stay(options.dwell);
  }
  const done = await api<{ points: Point[] }>('GET', `/api/fleet-planning/v1/fleet-task/${task.id}/sequence`);
  const activities = done.points.flatMap((point) => point.activities);
  const completed = activities.filter((activity) => activity.status.raw_type === 'COMPLETED').length;
  await report(task, 'at the end');
  console.log(
    `  ${completed} of ${activities.length} activities completed. Ending the task is the dispatcher's.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
