import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TaskWorld, taskWorld } from '../../../../../test/factories/update.factory';
import { APP_HOOKS } from '../../../app-hooks';
import { transitionFleetTask } from './transition-service';

let w: TaskWorld;
beforeAll(async () => {
  w = await taskWorld();
});
afterAll(() => w.t.close());

const transition = (id: string, body: object) => w.api('POST', `/fleet-task/${id}/transition`, body);
const anHourAgo = () => new Date(Date.now() - 60 * 60 * 1000);

describe('scheduling a departure already past (issue 26 item 4)', () => {
  it('refuses Dijadwalkan with 400 fleet-task/departure-in-the-past on the departure field', async () => {
    const task = await w.readyTask({ expected_departure_on: anHourAgo() });
    const refused = await transition(task.id, { status: 'SCHEDULED' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('fleet-task/departure-in-the-past');
    expect(refused.json().message).toBe(
      'Waktu keberangkatan sudah lewat. Pilih waktu keberangkatan yang akan datang.',
    );
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ field: 'expected_departure_on', code: 'departure-in-the-past' }),
    ]);
    expect((await w.taskRow(task.id)).status).toBe('DRAFT');
  });

  it('leaves a task already scheduled free to start after its departure passed', async () => {
    const task = await w.readyTask({ status: 'SCHEDULED', expected_departure_on: anHourAgo() });
    const started = await transition(task.id, { status: 'STARTED' });
    expect(started.statusCode).toBe(200);
    expect(started.json().data.status.name).toBe('STARTED');
  });

  it('takes the clock of the request, as the demo seed schedules at its simulated moment', async () => {
    const departure = anHourAgo();
    const task = await w.readyTask({ expected_departure_on: departure });
    const scheduled = await transitionFleetTask(
      w.db,
      { companyId: w.company.id, id: w.admin.id, name: 'Dispatcher' },
      task.id,
      { status: 'SCHEDULED' },
      { hooks: APP_HOOKS, now: new Date(departure.getTime() - 30 * 60 * 1000) },
    );
    expect(scheduled.status).toBe('SCHEDULED');
  });
});
