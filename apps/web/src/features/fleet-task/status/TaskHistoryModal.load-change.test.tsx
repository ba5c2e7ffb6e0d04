import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOG_PATH,
  listAnswer,
  logRow,
  ORDER_ID,
  ORDER_NUMBER,
  TASK_ID,
} from '../../../test/activity.factory';
import { historyEvent } from '../../../test/fleet-task.factory';
import { json, stubApi } from '../../../test/http';
import { renderPage } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { TaskHistoryModal } from './TaskHistoryModal';

afterEach(() => {
  vi.unstubAllGlobals();
});

const queryOf = (path: string) => new URLSearchParams(path.slice(path.indexOf('?') + 1));

describe("the task history's 'Lihat Perubahan'", () => {
  it('opens the load change of the clicked event', async () => {
    const event = historyEvent({
      id: 'e1',
      event: 'FleetPlanning.DeliveryLoadUpdatedPicked',
      title: 'Kuantitas muatan pengambilan diubah',
      created_on: '2026-11-21T10:05:00.123+07:00',
      clickable: true,
      clickable_title: 'Lihat Perubahan',
      properties: [
        { key: 'delivery_order_uuid', value: ORDER_ID, is_redirectable: false, redirect_url: null },
        {
          key: 'Nomor DO',
          value: ORDER_NUMBER,
          is_redirectable: true,
          redirect_url: `/delivery/${ORDER_ID}`,
        },
      ],
    });
    const { calls } = stubApi({
      [`GET /fleet-planning/v1/fleet-task/${TASK_ID}/history`]: () => json({ data: [event] }),
      [`GET ${LOG_PATH}`]: () => json(listAnswer([logRow()])),
    });
    renderPage(<TaskHistoryModal taskId={TASK_ID} open onClose={() => {}} />, { user: buildUser('admin') });
    await userEvent.click(await screen.findByRole('button', { name: 'Lihat Perubahan' }));
    expect(await screen.findByText(`Perubahan Kuantitas Muatan #${ORDER_NUMBER}`)).toBeInTheDocument();
    expect(await screen.findByText('Semen Gresik 40 Kg')).toBeInTheDocument();
    const log = calls.find((call) => call.path.startsWith(LOG_PATH));
    expect(queryOf(log?.path ?? '').getAll('filters')).toContain(
      'created_on gte 2026-11-21T10:05:00.123+07:00',
    );
  });
});
