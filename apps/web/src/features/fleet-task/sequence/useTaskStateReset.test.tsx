import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createBrowserRouter, Link, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fleetTaskKeys } from '../query-keys';
import { isTaskPage, useTaskStateReset } from './useTaskStateReset';

const TASK = '7b964cbe-d1b2-4f5b-9103-71d44d634a00';
const OTHER = '7b964cbe-d1b2-4f5b-9103-71d44d634a99';

function TaskPage() {
  useTaskStateReset(useParams().id ?? '');
  return (
    <nav>
      <Link to={`/fleet-task/${TASK}/attach-delivery?navsource=fleet-task`}>attach</Link>
      <Link to="/fleet-task/">list</Link>
      <Link to={`/fleet-task/${OTHER}`}>other</Link>
    </nav>
  );
}

/** A browser router, as the app uses: the address is the window's when the page unmounts. */
function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const queryClient = new QueryClient();
  for (const key of [
    fleetTaskKeys.detail(TASK),
    fleetTaskKeys.sequence(TASK),
    fleetTaskKeys.deliveryOrders(TASK),
  ]) {
    queryClient.setQueryData(key, { cached: true });
  }
  const router = createBrowserRouter([
    { path: '/fleet-task/:id', element: <TaskPage /> },
    { path: '/fleet-task/:id/attach-delivery', element: <p>attach page</p> },
    { path: '/fleet-task/', element: <p>list page</p> },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const cached = () =>
    [fleetTaskKeys.detail(TASK), fleetTaskKeys.sequence(TASK), fleetTaskKeys.deliveryOrders(TASK)].map(
      (key) => queryClient.getQueryData(key) !== undefined,
    );
  return { cached };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('useTaskStateReset', () => {
  it('keeps the task state when going to its Attach Delivery page', async () => {
    const { cached } = renderAt(`/fleet-task/${TASK}`);
    act(() => screen.getByText('attach').click());
    await screen.findByText('attach page');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cached()).toEqual([true, true, true]);
  });

  it('drops the task state when leaving to any other route', async () => {
    const { cached } = renderAt(`/fleet-task/${TASK}`);
    act(() => screen.getByText('list').click());
    await screen.findByText('list page');
    await waitFor(() => expect(cached()).toEqual([false, false, false]));
  });

  it("drops it when going to another task's page", async () => {
    const { cached } = renderAt(`/fleet-task/${TASK}`);
    act(() => screen.getByText('other').click());
    await waitFor(() => expect(cached()).toEqual([false, false, false]));
  });
});

describe('isTaskPage', () => {
  it.each([
    [`/fleet-task/${TASK}`, true],
    [`/fleet-task/${TASK}/attach-delivery`, true],
    [`/fleet-task/${OTHER}/attach-delivery`, false],
    ['/fleet-task/', false],
    [`/delivery/${TASK}`, false],
  ])('%s is one of the task pages: %s', (path, expected) => {
    expect(isTaskPage(path, TASK)).toBe(expected);
  });
});
