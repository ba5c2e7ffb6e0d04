import {
  type CreateDeliveryLoadRequest,
  type DeliveryLoadResponse,
  DomainError,
  type ListQuery,
  type UpdateDeliveryLoadRequest,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/guard';
import { withConstraintErrors } from '../../db/constraint-violation';
import { listResponse, runListQuery } from '../../db/list-query';
import type { Database, HistoryProperty } from '../../db/schema';
import { refuseStaleUpdate } from '../../db/stale-update';
import { actorOf } from '../history/actor';
import { recordHistory } from '../history/service';
import type { AppHooks } from '../hooks';
import { type LoadEventLine, loadEvent } from './events';
import {
  deleteLoad,
  findLoad,
  insertLoad,
  LOAD_LIST_DEFINITION,
  type LoadRow,
  loadRowsQuery,
  lockLoad,
  touchOrder,
  updateLoad,
} from './load-queries';
import { toLoad } from './presenters';
import { completedPickupTaskOf, lockOrders, orderExists, type ProductRef, type StoredOrder } from './queries';
import { loadReferences, referenceProblems, throwReferenceProblems } from './references';

const timeZoneOf = (auth: AuthContext) => auth.user.company.time_zone;

export async function listLoads(db: Kysely<Database>, auth: AuthContext, orderId: string, query: ListQuery) {
  if (!(await orderExists(db, auth.companyId, orderId))) throw new DomainError('not-found');
  const base = loadRowsQuery(db, auth.companyId, orderId);
  const { rows, total } = await runListQuery(db, base, LOAD_LIST_DEFINITION, query);
  const timeZone = timeZoneOf(auth);
  return listResponse(
    rows.map((row) => toLoad(row, timeZone)),
    (row) => row.id,
    query,
    total,
  );
}

/** A load of the company's order; a load of another order or company answers 404. */
export async function getLoad(
  db: Kysely<Database>,
  auth: AuthContext,
  orderId: string,
  loadId: string,
): Promise<DeliveryLoadResponse> {
  const row = await findLoad(db, auth.companyId, orderId, loadId);
  if (!row) throw new DomainError('not-found');
  return toLoad(row, timeZoneOf(auth));
}

async function lockOrder(db: Kysely<Database>, auth: AuthContext, orderId: string): Promise<StoredOrder> {
  const [order] = await lockOrders(db, auth.companyId, [orderId]);
  if (!order) throw new DomainError('not-found');
  return order;
}

/** After pickup the quantities are the driver's; they change only through load adjustment. */
async function assertLoadsEditable(db: Kysely<Database>, orderId: string): Promise<void> {
  const task = await completedPickupTaskOf(db, orderId);
  if (task) throw new DomainError('delivery/load-locked', { params: { number: task.number } });
}

async function productFor(db: Kysely<Database>, auth: AuthContext, productId: number): Promise<ProductRef> {
  const refs = await loadReferences(db, auth.companyId, [{ product_id: productId }]);
  throwReferenceProblems(referenceProblems(refs, { product_id: productId }));
  return refs.products.get(productId) as ProductRef;
}

const lineOf = (
  load: Pick<LoadRow, 'product_name' | 'product_type_name' | 'uom'>,
  oldQty: number | null,
  newQty: number | null,
): LoadEventLine => ({
  product_name: load.product_name,
  product_type_name: load.product_type_name,
  uom: load.uom,
  old_qty: oldQty,
  new_qty: newQty,
});

/** Adds a load; unit and conversions default to the product's. */
export async function createLoad(
  db: Kysely<Database>,
  hooks: AppHooks,
  auth: AuthContext,
  orderId: string,
  request: CreateDeliveryLoadRequest,
): Promise<DeliveryLoadResponse> {
  const loadId = await withConstraintErrors({}, () =>
    db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, auth, orderId);
      await assertLoadsEditable(trx, orderId);
      const product = await productFor(trx, auth, request.product_id);
      const uom = request.uom ?? product.uom;
      const id = await insertLoad(trx, {
        company_id: auth.companyId,
        delivery_order_id: orderId,
        product_id: product.id,
        quantity: request.quantity,
        uom,
        conversion_weight_value: request.conversion_weight_value ?? product.conversion_weight_value,
        conversion_volume_value: request.conversion_volume_value ?? product.conversion_volume_value,
        note: request.note ?? null,
      });
      await touchOrder(trx, orderId);
      await hooks.orderLoadsChanged(trx, orderId);
      const line = lineOf(
        { product_name: product.name, product_type_name: product.product_type_name, uom },
        null,
        request.quantity,
      );
      await recordHistory(trx, loadEvent(order, 'loadCreated', actorOf(auth), line));
      return id;
    }),
  );
  return getLoad(db, auth, orderId, loadId);
}

type LoadState = Pick<
  LoadRow,
  'product_id' | 'quantity' | 'uom' | 'conversion_weight_value' | 'conversion_volume_value' | 'note'
>;

const LOAD_LABELS: Record<keyof LoadState, string> = {
  product_id: 'Produk',
  quantity: 'Kuantitas',
  uom: 'Satuan',
  conversion_weight_value: 'Konversi Berat (Kg)',
  conversion_volume_value: 'Konversi Volume (Cbm)',
  note: 'Catatan',
};

/** The load with the PATCH applied; a new product brings its unit and conversions unless they are given. */
function mergeLoad(
  current: LoadRow,
  patch: UpdateDeliveryLoadRequest,
  product: ProductRef | null,
): LoadState {
  const fromProduct = product && product.id !== current.product_id ? product : null;
  return {
    product_id: patch.product_id ?? current.product_id,
    quantity: patch.quantity ?? current.quantity,
    uom: patch.uom ?? fromProduct?.uom ?? current.uom,
    conversion_weight_value:
      patch.conversion_weight_value ??
      fromProduct?.conversion_weight_value ??
      current.conversion_weight_value,
    conversion_volume_value:
      patch.conversion_volume_value ??
      fromProduct?.conversion_volume_value ??
      current.conversion_volume_value,
    note: patch.note === undefined ? current.note : patch.note,
  };
}

/** Same rules as an order's PATCH: 409 on a stale updated_on, nothing written when nothing changes. */
export async function updateLoadOfOrder(
  db: Kysely<Database>,
  hooks: AppHooks,
  auth: AuthContext,
  orderId: string,
  loadId: string,
  patch: UpdateDeliveryLoadRequest,
): Promise<DeliveryLoadResponse> {
  await withConstraintErrors({}, () =>
    db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, auth, orderId);
      const current = await lockLoad(trx, auth.companyId, orderId, loadId);
      if (!current) throw new DomainError('not-found');
      refuseStaleUpdate(current.updated_on, patch.updated_on);
      const product = patch.product_id === undefined ? null : await productFor(trx, auth, patch.product_id);
      const next = mergeLoad(current, patch, product);
      const changed = (Object.keys(LOAD_LABELS) as (keyof LoadState)[]).filter(
        (field) => next[field] !== current[field],
      );
      if (changed.length === 0) return;
      await assertLoadsEditable(trx, orderId);
      await updateLoad(trx, loadId, Object.fromEntries(changed.map((field) => [field, next[field]])));
      await touchOrder(trx, orderId);
      await hooks.orderLoadsChanged(trx, orderId);
      const named = product
        ? { product_name: product.name, product_type_name: product.product_type_name }
        : current;
      const line = lineOf({ ...named, uom: next.uom }, current.quantity, next.quantity);
      const properties: HistoryProperty[] = changed
        .filter((field) => field !== 'product_id' && field !== 'quantity')
        .map((field) => ({ key: LOAD_LABELS[field], value: String(next[field] ?? '-') }));
      await recordHistory(trx, loadEvent(order, 'loadUpdated', actorOf(auth), line, properties));
    }),
  );
  return getLoad(db, auth, orderId, loadId);
}

export async function deleteLoadOfOrder(
  db: Kysely<Database>,
  hooks: AppHooks,
  auth: AuthContext,
  orderId: string,
  loadId: string,
) {
  await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, auth, orderId);
    const load = await lockLoad(trx, auth.companyId, orderId, loadId);
    if (!load) throw new DomainError('not-found');
    await assertLoadsEditable(trx, orderId);
    await deleteLoad(trx, loadId);
    await touchOrder(trx, orderId);
    await hooks.orderLoadsChanged(trx, orderId);
    await recordHistory(
      trx,
      loadEvent(order, 'loadDeleted', actorOf(auth), lineOf(load, load.quantity, null)),
    );
  });
  return { id: loadId };
}
