import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** The real server the global setup started, with the demo seed. */
export const baseUrl = inject('baseUrl');
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'demo12345';
export const FLEET = '/api/fleet-planning/v1';
/** The demo company's zone: its 'today', its wall clock in pickers and filters. */
export const COMPANY_ZONE = 'Asia/Jakarta';
/** A fleet task's own page, with or without its query. */
export const TASK_PATH = /\/fleet-task\/[0-9a-f-]{36}(\?.*)?$/;

/** The answers come over the network of a shared, busy machine: wait generously, never sleep. */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

export const filter = (expression: string) => `filters=${encodeURIComponent(expression)}`;

/** A call of the API as one demo user; answers the envelope's `data`, throws on any refusal. */
export type Api = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** Logs `email` in through the API and answers its caller, for the setup the browser does not show. */
export async function apiAs(email: string): Promise<Api> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Login of ${email}: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  };
}

/** The login page as a user fills it; done once the app has left it. */
export async function logIn(page: Page, email: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The antd toasts of the page. */
export const toast = (page: Page) => page.locator('.ant-message');
