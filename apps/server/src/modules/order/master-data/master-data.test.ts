import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderWorld, orderWorld } from '../../../../test/factories/order.factory';
import { buildCustomer } from '../../../seed/builders/builders';

let w: OrderWorld;

beforeAll(async () => {
  w = await orderWorld();
  await buildCustomer(w.db, { company_id: w.company.id, name: 'CV Angkasa Jaya', email: 'po@angkasa.id' });
});
afterAll(() => w.t.close());

const names = (body: { data: { paginated_result: { name: string }[] } }) =>
  body.data.paginated_result.map((row) => row.name);

describe('GET /customer', () => {
  it("lists only the caller's customers, by name, with the list envelope", async () => {
    const response = await w.asAdmin.get('/customer?limit=10&page=1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(names(body)).toEqual(['CV Angkasa Jaya', 'PT Induk Makmur', 'PT Sumber Makmur']);
    expect(body.metadata).toEqual({ page: 1, limit: 10, total_count: 3 });
    expect(body.data.ids).not.toContain(w.other.customer.id);
  });

  it('searches name and email and filters by id', async () => {
    expect(names((await w.asAdmin.get('/customer?search=angkasa.id')).json())).toEqual(['CV Angkasa Jaya']);
    const byId = await w.asAdmin.get(`/customer?filters=${encodeURIComponent(`id eq ${w.billed.id}`)}`);
    expect(names(byId.json())).toEqual(['PT Induk Makmur']);
    const foreign = await w.asAdmin.get(
      `/customer?filters=${encodeURIComponent(`id eq ${w.other.customer.id}`)}`,
    );
    expect(foreign.json().metadata.total_count).toBe(0);
  });

  it('answers 403 to a user without delivery-order:read', async () => {
    expect((await w.asDriver.get('/customer')).statusCode).toBe(403);
  });
});

describe('GET /product', () => {
  it('gives a product with its type, unit and per-unit weight and volume, never another company’s', async () => {
    const response = await w.asAdmin.get('/product?search=beras');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.paginated_result).toEqual([
      {
        id: w.product.id,
        name: 'Beras Premium 25 kg',
        product_type: { id: expect.any(Number), name: 'Sembako' },
        uom: 'Karung',
        conversion_weight_value: 25,
        conversion_volume_value: 0.035,
      },
    ]);
    const all = (await w.asAdmin.get('/product?limit=100')).json();
    expect(all.data.ids).toEqual([w.product.id]);
  });

  it('answers 400 to an unknown sort, not 500', async () => {
    const response = await w.asAdmin.get(`/product?sorts=${encodeURIComponent('price asc')}`);
    expect(response.statusCode).toBe(400);
  });
});
