import type { FleetTaskSequence, SequencePointResponse } from '@armada/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/http';
import { renderPage } from '../../../test/render';
import { buildPoint, buildSequence, TASK_ID } from '../../../test/sequence.factory';
import { buildUser } from '../../../test/user.factory';
import { SequencePoint } from './SequencePoint';

function renderPoint(
  point: SequencePointResponse,
  options: { missingField?: FleetTaskSequence['missing_field']; readOnly?: boolean } = {},
) {
  return renderPage(
    <SequencePoint
      taskId={TASK_ID}
      point={point}
      orderCount={2}
      stopNumber={1}
      missingField={options.missingField ?? null}
      serviceTimeReadOnly={options.readOnly ?? false}
      columnKeys={['doNumber', 'weight', 'volume']}
      timeZone="Asia/Jakarta"
      highlightedId={null}
      movePending={false}
      onMove={vi.fn()}
      onMenu={vi.fn()}
    />,
    { user: buildUser('dispatcher') },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SequencePoint', () => {
  it("shows the estimated arrival and departure as 'DD MMM' and 'HH:mm' in the company's zone", () => {
    renderPoint(
      buildPoint({
        estimated_arrival_on: '2027-08-16T23:30:00.000Z',
        estimated_departure_on: '2027-08-17T01:05:00.000Z',
      }),
    );
    expect(screen.getAllByTestId('eta-date').map((node) => node.textContent)).toEqual(['17 Agt', '17 Agt']);
    expect(screen.getAllByTestId('eta-time').map((node) => node.textContent)).toEqual(['06:30', '08:05']);
    expect(screen.getByText('Estimasi Tiba')).toBeInTheDocument();
    expect(screen.getByText('Estimasi Berangkat')).toBeInTheDocument();
  });

  it("shows the distance to the next point under 1000 m as '< 1 km'", () => {
    renderPoint(buildPoint({ distance: 999 }));
    expect(screen.getByTestId('point-distance')).toHaveTextContent('Jarak ke titik berikutnya: < 1 km');
  });

  it('shows the distance from 1000 m in km with 2 decimals', () => {
    renderPoint(buildPoint({ distance: 12_345 }));
    expect(screen.getByTestId('point-distance')).toHaveTextContent('12,35 km');
  });

  it('shows no distance at the last point', () => {
    renderPoint(buildPoint({ distance: null }));
    expect(screen.queryByTestId('point-distance')).not.toBeInTheDocument();
  });

  it('shows only the notice naming the first missing field instead of the times', () => {
    renderPoint(buildPoint({ estimated_arrival_on: null, estimated_departure_on: null }), {
      missingField: 'expected_departure_on',
    });
    expect(screen.getByTestId('missing-field-notice')).toHaveTextContent(
      'Lengkapi Waktu Keberangkatan untuk melihat estimasi waktu.',
    );
    expect(screen.queryByTestId('eta-time')).not.toBeInTheDocument();
    expect(screen.queryByText('Estimasi Tiba')).not.toBeInTheDocument();
  });

  it("labels the start point 'Titik Awal' and the end point 'Titik Akhir'", () => {
    const [start, , end] = buildSequence().points as [SequencePointResponse, unknown, SequencePointResponse];
    const { unmount } = renderPoint(start);
    expect(screen.getByText('Titik Awal')).toBeInTheDocument();
    unmount();
    renderPoint(end);
    expect(screen.getByText('Titik Akhir')).toBeInTheDocument();
  });

  it("shows a read-only service time in 'Jam' and 'Menit' without a picker", () => {
    renderPoint(buildPoint({ service_time_parts: { hours: 2, minutes: 15 } }), { readOnly: true });
    expect(screen.getByTestId('service-time')).toHaveTextContent('2 Jam 15 Menit');
    expect(screen.queryByLabelText('Durasi Bongkar/Muat')).not.toBeInTheDocument();
  });

  it('reads a placeholder point without an id, which has nothing to change', () => {
    renderPoint(buildPoint({ id: null, type: 'END', activities: [] }));
    expect(screen.getByTestId('service-time')).toHaveTextContent('1 Jam 30 Menit');
  });

  it("edits the service time with a 24h picker applied by 'Terapkan' and sends an ISO duration", async () => {
    const calls = stubFetch((call) =>
      call.method === 'PATCH' ? json({ data: buildSequence() }) : undefined,
    );
    renderPoint(buildPoint());
    const picker = screen.getByLabelText('Durasi Bongkar/Muat');
    expect(picker).toHaveValue('1 Jam 30 Menit');
    await userEvent.click(picker);
    // 24 hours, no AM/PM and no seconds column.
    const columns = document.querySelectorAll('.ant-picker-time-panel-column');
    expect(columns).toHaveLength(2);
    expect(within(columns[0] as HTMLElement).getByText('23')).toBeInTheDocument();
    await userEvent.click(within(columns[0] as HTMLElement).getByText('02'));
    await userEvent.click(within(columns[1] as HTMLElement).getByText('45'));
    // Nothing is sent before the confirmation.
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Terapkan' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url.pathname).toBe(`/api/fleet-planning/v1/fleet-task/${TASK_ID}/point/${buildPoint().id}`);
    expect(patch?.body).toEqual({ service_time: 'PT2H45M' });
  });

  it("toasts 'Gagal mengubah Service Time' when the server refuses", async () => {
    stubFetch((call) =>
      call.method === 'PATCH'
        ? json({ code: 'fleet-task/service-time-read-only', message: 'Durasi tidak dapat diubah.' }, 400)
        : undefined,
    );
    renderPoint(buildPoint());
    await userEvent.click(screen.getByLabelText('Durasi Bongkar/Muat'));
    const columns = document.querySelectorAll('.ant-picker-time-panel-column');
    await userEvent.click(within(columns[1] as HTMLElement).getByText('10'));
    await userEvent.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(await screen.findByText('Gagal mengubah Service Time')).toBeInTheDocument();
  });
});
