import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/http';
import { renderRoutes } from '../../test/render';
import { LoginPage } from './LoginPage';

// The rules' code could not be fetched (a line that dropped just after the page showed).
vi.mock('./login-validation', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('login form whose rules could not be fetched', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('still sends the login, and shows the field messages the server answers', async () => {
    const { calls } = stubApi({
      'GET /auth/setup': () => json({ data: { needs_setup: false } }),
      'POST /auth/login': () =>
        json(
          {
            code: 'validation-failed',
            message: 'Data tidak valid.',
            errors: [{ field: 'email', code: 'required', message: 'Wajib diisi' }],
          },
          400,
        ),
    });
    renderRoutes([{ path: '/login', element: <LoginPage /> }], { user: null, path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Wajib diisi')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/auth/login')).toHaveLength(1);
  });
});
