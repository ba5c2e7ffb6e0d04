/**
 * Delivery order import benchmark (issue 13 item 2): a 5,000-row CSV file imported on the embedded
 * database (PGlite, in memory), the way the import page does it: read the file, look up the names
 * it uses, check every row with the domain's checker, and send all orders in one all-or-nothing
 * POST /delivery-order/bulk through the whole API in-process. Prints each step and the total; the
 * goal is under 30 s. A figure, never a test assertion.
 *
 *   npm run bench:import            (BENCH_ROWS=5000 by default)
 */
import { performance } from 'node:perf_hooks';
import { checkImportSheet, IMPORT_COLUMNS, importNamesOf } from '@armada/domain';
import Papa from 'papaparse';
import { buildApp } from '../apps/server/src/app';
import { signToken } from '../apps/server/src/auth/tokens';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database';
import {
  buildAddress,
  buildCompany,
  buildCustomer,
  buildProduct,
  buildProductType,
  buildUser,
} from '../apps/server/src/seed/builders/builders';
import { sheetOfCsv } from '../apps/web/src/features/import/read-sheet';

const ROWS = Number(process.env.BENCH_ROWS || 5_000);
const SECRET = new TextEncoder().encode('bench-secret-that-is-long-enough-0123456789abcdef');
const API = '/api/order/v1';
const ZONE = 'Asia/Jakarta';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A file as a dispatcher fills it: every fifth order has a transit stop, each one load. */
function csvOf(customers: string[], addresses: string[], products: string[]): string {
  const rows = Array.from({ length: ROWS }, (_, index) => {
    const origin = addresses[index % addresses.length] as string;
    const destination = addresses[(index + 1) % addresses.length] as string;
    const transit = index % 5 === 0 ? (addresses[(index + 2) % addresses.length] as string) : '';
    const day = 1 + (index % 28);
    return {
      'Jenis Pengiriman': transit ? 'TRANSIT' : 'DIRECT',
      Pelanggan: customers[index % customers.length],
      'Alamat Asal': origin,
      'Alamat Tujuan': destination,
      'Alamat Transit': transit,
      'Perkiraan Penjemputan': `2026-12-${String(day).padStart(2, '0')} 08:00`,
      'Perkiraan Pengiriman': `2026-12-${String(day).padStart(2, '0')} 17:00`,
      'Nomor Referensi': `PO-${index + 1}`,
      Produk: products[index % products.length],
      Jumlah: String(1 + (index % 40)),
    };
  });
  return Papa.unparse({ fields: IMPORT_COLUMNS.map((column) => column.header), data: rows });
}

async function main() {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await migrateToLatest(database.db);
    const company = await buildCompany(database.db, { name: 'PT Impor Beban' });
    const user = await buildUser(database.db, { company_id: company.id, role: 'admin' });
    const inCompany = { company_id: company.id };
    const customers: string[] = [];
    for (let i = 1; i <= 50; i++)
      customers.push((await buildCustomer(database.db, { ...inCompany, name: `PT Pelanggan ${i}` })).name);
    const addresses: string[] = [];
    for (let i = 1; i <= 100; i++)
      addresses.push((await buildAddress(database.db, { ...inCompany, name: `Gudang ${i}` })).name);
    const type = await buildProductType(database.db, inCompany);
    const products: string[] = [];
    for (let i = 1; i <= 30; i++) {
      products.push(
        (await buildProduct(database.db, { ...inCompany, product_type_id: type.id, name: `Produk ${i}` }))
          .name,
      );
    }
    const app = await buildApp({ database, jwtSecret: SECRET });
    const headers = {
      authorization: `Bearer ${await signToken({ userId: user.id, companyId: company.id }, SECRET, 3_600)}`,
    };
    const text = csvOf(customers, addresses, products);

    const started = performance.now();
    const sheet = sheetOfCsv(text);
    const read = performance.now();
    const lookup = await app.inject({
      method: 'POST',
      url: `${API}/delivery-order/import-references`,
      headers,
      payload: importNamesOf(sheet),
    });
    if (lookup.statusCode !== 200)
      throw new Error(`import-references answered ${lookup.statusCode}: ${lookup.body}`);
    const looked = performance.now();
    const { items, problems } = checkImportSheet(sheet, lookup.json().data, ZONE);
    if (problems.length > 0)
      throw new Error(`the file has problems: ${JSON.stringify(problems.slice(0, 3))}`);
    const checked = performance.now();
    const bulk = await app.inject({
      method: 'POST',
      url: `${API}/delivery-order/bulk`,
      headers,
      payload: { items: items.map((row) => row.item) },
    });
    if (bulk.statusCode !== 201)
      throw new Error(`bulk answered ${bulk.statusCode}: ${bulk.body.slice(0, 500)}`);
    const done = performance.now();
    const stored = await database.db
      .selectFrom('delivery_orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();

    console.log(`Database: PGlite (in memory). ${ROWS} rows, ${(text.length / 1024).toFixed(0)} KiB of CSV`);
    console.log(`  read CSV (papaparse)          ${seconds(read - started)}`);
    console.log(`  look up names                 ${seconds(looked - read)}`);
    console.log(`  check rows (domain)           ${seconds(checked - looked)}`);
    console.log(`  POST /delivery-order/bulk     ${seconds(done - checked)}`);
    console.log(`Imported ${Number(stored.count)} orders in ${seconds(done - started)} (goal: under 30 s)`);
    await app.close();
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
