import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../platform/api/api-error';
import { renderRoutes } from '../test/render';
import { buildUser } from '../test/user.factory';
import { DetailQueryStates } from './DetailPageStates';

const TEXTS = {
  loading: 'Memuat aturan',
  notFound: 'Aturan tidak ditemukan',
  notFoundHint: 'Aturan ini tidak ada.',
  loadFailed: 'Aturan tidak dapat dimuat',
};

/** A page of a record read once well, then answered by `later` on every refresh. */
function rulePage(later: () => never) {
  let reads = 0;
  const read = () => {
    reads += 1;
    return reads === 1 ? { name: 'Ngebut di tol' } : later();
  };
  return function RulePage() {
    const query = useQuery({ queryKey: ['rule', 7], queryFn: read });
    return (
      <DetailQueryStates query={query} texts={TEXTS} backTo="/rules">
        {(rule) => <input aria-label="Nama aturan" defaultValue={rule.name} />}
      </DetailQueryStates>
    );
  };
}

describe('DetailQueryStates', () => {
  it('keeps a record shown when a later refresh fails, and toasts that it could not be loaded', async () => {
    const unavailable = () => {
      throw new ApiError(503, 'service-unavailable', 'Layanan sedang tidak tersedia. Silakan coba lagi.');
    };
    const RulePage = rulePage(unavailable);
    const { queryClient } = renderRoutes([{ path: '*', element: <RulePage /> }], {
      user: buildUser('admin'),
      path: '/rules/7',
    });
    expect(await screen.findByLabelText('Nama aturan')).toHaveValue('Ngebut di tol');
    await queryClient.invalidateQueries();
    expect(await screen.findByText('Aturan tidak dapat dimuat')).toBeInTheDocument();
    expect(screen.getByLabelText('Nama aturan')).toBeInTheDocument();
  });

  it('shows not found when a refresh says the record is gone', async () => {
    const gone = () => {
      throw new ApiError(404, 'not-found', 'Data tidak ditemukan.');
    };
    const RulePage = rulePage(gone);
    const { queryClient } = renderRoutes([{ path: '*', element: <RulePage /> }], {
      user: buildUser('admin'),
      path: '/rules/7',
    });
    await screen.findByLabelText('Nama aturan');
    await queryClient.invalidateQueries();
    expect(await screen.findByText('Aturan tidak ditemukan')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nama aturan')).not.toBeInTheDocument();
  });

  it('shows the load error with a retry for a record never loaded', async () => {
    const Failing = () => {
      const query = useQuery<{ name: string }>({
        queryKey: ['rule', 8],
        queryFn: () => {
          throw new ApiError(503, 'service-unavailable', 'Layanan sedang tidak tersedia. Silakan coba lagi.');
        },
      });
      return (
        <DetailQueryStates query={query} texts={TEXTS} backTo="/rules">
          {(rule) => <p>{rule.name}</p>}
        </DetailQueryStates>
      );
    };
    renderRoutes([{ path: '*', element: <Failing /> }], { user: buildUser('admin'), path: '/rules/8' });
    expect(await screen.findByText('Aturan tidak dapat dimuat')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Coba lagi/ })).toBeInTheDocument();
  });
});
