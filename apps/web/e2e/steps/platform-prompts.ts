/*
 * The demo users' platform prompts, settled before the journeys run (global-setup): the seeded
 * banner would cover the dashboard at each demo user's first login of the run, and in the last 5 days
 * of a month (on the real clock) the feedback modal would cover whatever page a journey has had open
 * for 60 s. Both are settled the way a user settles them, through the API: the banner seen, this
 * month's feedback sent. feedback.e2e.test.ts walks both with users of its own.
 */

interface Banner {
  id: number;
  due: boolean;
}

async function call<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) return null;
  return ((await response.json()) as { data: T }).data;
}

export async function settlePlatformPrompts(baseUrl: string, emails: readonly string[], password: string) {
  for (const email of emails) {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!login.ok) throw new Error(`Login of ${email}: ${login.status} ${await login.text()}`);
    const { token, user } = ((await login.json()) as { data: { token: string; user: { scopes: string[] } } })
      .data;
    if (user.scopes.includes('dashboard:read')) {
      for (const path of ['/api/platform/v1/banner-active/company', '/api/platform/v1/banner-active']) {
        const banner = await call<Banner | null>(baseUrl, token, 'GET', path);
        if (banner?.due)
          await call(baseUrl, token, 'POST', `/api/platform/v1/banner-active/${banner.id}/shown`);
      }
    }
    if (user.scopes.includes('customer-wish-feedback:create')) {
      const status = await call<{ sent_this_month: boolean; white_label: boolean }>(
        baseUrl,
        token,
        'GET',
        '/api/platform/v1/feedback-status',
      );
      if (status && !status.sent_this_month && !status.white_label) {
        await call(baseUrl, token, 'POST', '/api/platform/v1/feedback', { point: 5 });
      }
    }
  }
}
