#!/usr/bin/env node
// Screenshots of the built app for the docs and for a visual check, in Debian's Chromium.
// Needs a running server with the demo data (npm start). Usage, from the repository root:
//   node apps/web/scripts/screenshots.mjs [baseUrl=http://localhost:3000] [outDir=/tmp/armada-screenshots]
// The admin dashboard at 1280x800 is also written to docs/screenshot-dashboard.png.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const [base = 'http://localhost:3000', outDir = '/tmp/armada-screenshots'] = process.argv.slice(2);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const password = process.env.DEMO_PASSWORD || 'demo12345';
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function open(viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[page error]', error.message));
  return { context, page };
}

async function logIn(page, email, landing) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata sandi').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(`${base}${landing}`);
}

// Animations (menus, skeletons) settle before the picture is taken.
const settle = (page) => page.waitForTimeout(400);

async function shoot(viewport, name, steps) {
  const { context, page } = await open(viewport);
  await steps(page);
  await settle(page);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(file);
  await context.close();
  return file;
}

await shoot(desktop, 'login', (page) => page.goto(`${base}/login`));
const dashboard = await shoot(desktop, 'dashboard', async (page) => {
  await logIn(page, 'admin@demo.id', '/dashboard/');
  await page.getByTestId('summary-deliveries').waitFor();
});
await shoot(phone, 'mobile', async (page) => {
  await logIn(page, 'admin@demo.id', '/dashboard/');
  await page.getByTestId('summary-deliveries').waitFor();
});
await shoot(desktop, 'driver', async (page) => {
  await logIn(page, 'driver@demo.id', '/profile');
  await page.getByRole('heading', { name: 'Profil' }).waitFor();
});
await browser.close();

const docsCopy = path.join(repoRoot, 'docs', 'screenshot-dashboard.png');
copyFileSync(dashboard, docsCopy);
console.log(docsCopy);
