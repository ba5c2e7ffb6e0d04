import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderWorld, orderWorld } from '../../../test/factories/order.factory';
import { buildCustomer } from '../../seed/builders/builders';

let w: OrderWorld;

beforeAll(async () => {
  w = await orderWorld();
});
afterAll(() => w.t.close());

const lookUp = (body: object) => w.asAdmin.post('/delivery-order/import-references', body);
const empty = { customers: [], addresses: [], products: [] };

describe('POST /delivery-order/import-references', () => {
  it('finds the company records by name in any case and spacing', async () => {
    const response = await lookUp({
      customers: ['pt sumber  makmur'],
      addresses: ['GUDANG CAKUNG', ' Toko Bogor '],
      products: ['Beras Premium 25 KG'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      customers: [{ id: w.customer.id, name: 'PT Sumber Makmur' }],
      addresses: [
        { id: w.addresses[0].id, name: 'Gudang Cakung', city: 'Jakarta Timur' },
        { id: w.addresses[3].id, name: 'Toko Bogor', city: 'Bogor' },
      ],
      products: [{ id: w.product.id, name: 'Beras Premium 25 kg' }],
    });
  });

  it("answers every record sharing a name, so the import can call it ambiguous, and never another company's", async () => {
    const twin = await buildCustomer(w.db, { company_id: w.company.id, name: 'PT Kembar' });
    const twin2 = await buildCustomer(w.db, { company_id: w.company.id, name: 'pt kembar' });
    await buildCustomer(w.db, { company_id: w.other.company.id, name: 'PT Kembar' });
    const response = await lookUp({
      ...empty,
      customers: ['PT Kembar', w.other.customer.name],
      addresses: [w.other.address.name],
      products: [w.other.product.name],
    });
    const data = response.json().data;
    expect(data.customers.map((row: { id: number }) => row.id)).toEqual([twin.id, twin2.id]);
    expect(data.addresses).toEqual([]);
    expect(data.products).toEqual([]);
  });

  it('refuses a blank name with its field, and a caller without delivery-order:create', async () => {
    const response = await lookUp({ ...empty, products: ['  '] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ field: 'products.0', code: 'required' }),
    ]);
    expect((await w.asDriver.post('/delivery-order/import-references', empty)).statusCode).toBe(403);
  });
});
