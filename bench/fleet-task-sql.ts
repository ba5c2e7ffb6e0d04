/*
 * The fleet task list's page written by hand the way it is fastest (issue 23 item 6): the page of ids
 * chosen on fleet_tasks alone (the search's related rows read once each), then the list row's joins and
 * subqueries for those ids, and the total. The benchmark holds the API to these figures, not to its
 * own statements replayed, which would be as slow as the API's shape.
 */
import { RESOURCE_OCCUPYING_STATUSES } from '@armada/domain';
import { CompiledQuery } from 'kysely';

export interface HandWrittenList {
  status?: string;
  search?: string;
  /** The search matches a few tasks (a number), not thousands: it is written for that. */
  searchMatchesFew?: boolean;
  sort: 'created_on' | 'expected_departure_on';
  limit: number;
}

const inList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** The page's statement (its rows in order, `id` first) and the total's, as the API runs them. */
export function handWrittenList(companyId: number, list: HandWrittenList): CompiledQuery[] {
  const parameters: unknown[] = [companyId];
  const where = [`t.company_id = $1`, `t.status <> 'TEMPORARY'`];
  if (list.status) {
    parameters.push(list.status);
    where.push(`t.status = $${parameters.length}`);
  }
  if (list.search) {
    parameters.push(`%${list.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    const p = `$${parameters.length}`;
    // A search that matches many tasks is cheapest as a filter on the sort's index walk, which stops
    // at the page; one that matches a few, as the union of what each (trigram) index finds.
    where.push(
      list.searchMatchesFew
        ? `t.id in (select id from fleet_tasks where number ilike ${p}
            union select id from fleet_tasks where shipment_reference ilike ${p}
            union select id from fleet_tasks where vehicle_id in
              (select v.id from vehicles v where v.license_plate ilike ${p})
            union select id from fleet_tasks where driver_user_id in
              (select d.id from users d where d.name ilike ${p})
            union select act.fleet_task_id from fleet_task_activities act
              join delivery_orders o on o.id = act.delivery_order_id where o.number ilike ${p})`
        : `(t.number ilike ${p} or t.shipment_reference ilike ${p}
            or t.vehicle_id in (select v.id from vehicles v where v.license_plate ilike ${p})
            or t.driver_user_id in (select d.id from users d where d.name ilike ${p})
            or t.id in (select act.fleet_task_id from fleet_task_activities act
              join delivery_orders o on o.id = act.delivery_order_id where o.number ilike ${p}))`,
    );
  }
  const order = `t.${list.sort} desc nulls last, t.id`;
  const page = `
    with page as (
      select t.id from fleet_tasks t
      where ${where.join(' and ')}
      order by ${order}
      limit ${list.limit}
    )
    select t.*,
      sa.name as start_address_name, sa.city as start_address_city,
      ea.name as end_address_name, ea.city as end_address_city,
      v.license_plate as vehicle_license_plate, vt.type as vehicle_type_name,
      vd.id as vehicle_driver_id, vd.name as vehicle_driver_name,
      du.name as driver_user_name, du.phone_no as driver_user_phone_no, vn.name as vendor_name,
      (select a.city from fleet_task_activities act join fleet_task_points p on p.id = act.point_id
        join addresses a on a.id = p.address_id
        where act.fleet_task_id = t.id and act.type = 'PICKUP'
        order by p.position, act.position limit 1) as origin_city,
      (select a.city from fleet_task_activities act join fleet_task_points p on p.id = act.point_id
        join addresses a on a.id = p.address_id
        where act.fleet_task_id = t.id and act.type = 'DROP'
        order by p.position desc, act.position desc limit 1) as destination_city,
      (select count(distinct act.delivery_order_id) from fleet_task_activities act
        where act.fleet_task_id = t.id) as delivery_order_count,
      (select count(*) from fleet_task_points p where p.fleet_task_id = t.id and p.type = 'DEFAULT')
        as point_count,
      not exists (select 1 from fleet_tasks other where other.driver_user_id = vd.id
        and other.id <> t.id and other.status in (${inList(RESOURCE_OCCUPYING_STATUSES)}))
        as vehicle_driver_is_available
    from page
    join fleet_tasks t on t.id = page.id
    left join addresses sa on sa.id = t.start_address_id
    left join addresses ea on ea.id = t.end_address_id
    left join vehicles v on v.id = t.vehicle_id
    left join vehicle_types vt on vt.id = v.vehicle_type_id
    left join users vd on vd.id = v.default_driver_user_id
    left join users du on du.id = t.driver_user_id
    left join vendors vn on vn.id = t.vendor_id
    order by ${order}`;
  const total = `select count(*) as total from fleet_tasks t where ${where.join(' and ')}`;
  return [CompiledQuery.raw(page, parameters), CompiledQuery.raw(total, parameters)];
}
