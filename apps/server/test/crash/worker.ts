import { type ApiClient, ServerGone } from './api-client';
import {
  afterEnd,
  FLEET,
  nextActivity,
  readActivities,
  readTask,
  type TaskState,
  type WorkTally,
} from './task-state';
import { completeActivity } from './trip';
import type { CrashWorld, Crew, PoolOrder } from './world';

/**
 * One dispatcher of the crash workload, with a truck and driver of its own and its own share of the
 * orders, so workers never refuse each other. It drives tasks through the public API: create, fill
 * in, attach orders, save, schedule; then cancel, transfer an order (to a new Draf task or to one of
 * its scheduled tasks), or start, prove and complete every stop, adjust loads and end.
 *
 * Every step is chosen from what the worker knows; a request without an answer (the server was
 * killed) makes it read its tasks and stray orders again before the next step, since that request
 * may or may not have committed.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Each task of a worker leaves in its own window, so one truck never overlaps itself. */
const SLOT_DAYS = 15;

export class CrashWorker {
  private readonly owned = new Map<string, PoolOrder>();
  private readonly pool: PoolOrder[];
  private readonly retired = new Set<string>();
  /** The task being driven first, then the ones waiting (transfer targets, transferred-to Drafs). */
  private tasks: TaskState[] = [];
  private uncertain = false;
  private slot = 0;

  constructor(
    private readonly api: ApiClient,
    private readonly world: CrashWorld,
    private readonly crew: Crew,
    orders: PoolOrder[],
    private readonly random: () => number,
    private readonly tally: WorkTally,
  ) {
    for (const order of orders) this.owned.set(order.id, order);
    this.pool = [...orders];
  }

  /** Steps until told to stop. Only an answerless request is survived; anything else fails the test. */
  async run(stopped: () => boolean): Promise<void> {
    while (!stopped()) {
      try {
        if (this.uncertain) await this.reread();
        else await this.step();
      } catch (error) {
        if (!(error instanceof ServerGone)) throw error;
        this.uncertain = true;
      }
    }
  }

  private async step(): Promise<void> {
    const waiting = this.tasks
      .slice(1)
      .find((task) => task.status === 'TEMPORARY' || task.status === 'DRAFT');
    if (waiting) return this.prepare(waiting);
    const task = this.tasks[0];
    if (!task) return this.createTask();
    switch (task.status) {
      case 'TEMPORARY':
      case 'DRAFT':
        return this.prepare(task);
      case 'SCHEDULED':
        return this.decide(task);
      case 'STARTED':
        return this.travel(task);
      default:
        return this.finish(task);
    }
  }

  private async createTask(): Promise<void> {
    if (this.pool.length === 0) throw new Error(`worker of vehicle ${this.crew.vehicleId} ran out of orders`);
    const created = await this.api.call('POST', `${FLEET}/fleet-task`);
    if (created.status !== 201) return this.refused();
    this.tally.tasksCreated += 1;
    this.tasks.unshift(newTask(created.body.data.id, 'TEMPORARY'));
  }

  /** Fields, orders, then the next status up to Dijadwalkan. */
  private async prepare(task: TaskState): Promise<void> {
    if (!task.fieldsSet) {
      const departure = new Date(Date.now() + (7 + SLOT_DAYS * this.slot++) * DAY_MS);
      const patched = await this.api.call('PATCH', `${FLEET}/fleet-task/${task.id}`, {
        start_address_id: this.world.garageId,
        end_address_id: this.world.garageId,
        vehicle_id: this.crew.vehicleId,
        driver_user_id: this.crew.driverUserId,
        expected_departure_on: departure.toISOString(),
      });
      if (patched.status !== 200) return this.refused();
      task.fieldsSet = true;
      return;
    }
    if (task.orderIds.length === 0) return this.attach(task);
    return this.transition(task, task.status === 'TEMPORARY' ? 'DRAFT' : 'SCHEDULED');
  }

  /** One to three of the worker's open orders, a TRANSIT one now and then (its current leg joins). */
  private async attach(task: TaskState): Promise<void> {
    const count = Math.min(this.pool.length, 1 + Math.floor(this.random() * 3));
    const picked = this.pool.splice(0, count);
    if (picked.length === 0) throw new Error(`worker of vehicle ${this.crew.vehicleId} ran out of orders`);
    task.orderIds = picked.map((order) => order.id);
    task.activities = null;
    const answer = await this.api.call('PUT', `${FLEET}/fleet-task/${task.id}/delivery-order`, {
      delivery_order_ids: task.orderIds,
    });
    if (answer.status !== 200) return this.refused();
    this.tally.ordersAttached += picked.length;
  }

  private async transition(task: TaskState, status: string, extra: object = {}): Promise<void> {
    const answer = await this.api.call('POST', `${FLEET}/fleet-task/${task.id}/transition`, {
      status,
      ...extra,
    });
    if (answer.status !== 200) return this.refused();
    task.status = answer.body.data.status.name;
    this.tally.transitions += 1;
  }

  /** A scheduled task is cancelled, gives an order away, or leaves. */
  private async decide(task: TaskState): Promise<void> {
    const roll = this.random();
    if (roll < 0.08)
      return this.transition(task, 'CANCELED', { canceled_reason_id: this.world.cancelReasonId });
    const direct = task.orderIds.filter((id) => this.owned.get(id)?.shipmentType === 'DIRECT');
    if (roll < 0.4 && direct.length > 0 && task.orderIds.length > 1) {
      return this.transfer(task, direct[Math.floor(this.random() * direct.length)]!);
    }
    return this.transition(task, 'STARTED');
  }

  /** To one of the worker's scheduled tasks, or to a new Draf task (then filled in and scheduled). */
  private async transfer(task: TaskState, orderId: string): Promise<void> {
    const targets = this.tasks.slice(1).filter((other) => other.status === 'SCHEDULED');
    const target =
      targets.length > 0 && (this.tasks.length > 2 || this.random() < 0.5) ? targets[0] : undefined;
    const answer = await this.api.call(
      'POST',
      `${FLEET}/fleet-task/${task.id}/delivery-order/${orderId}/transfer`,
      {
        type: target ? 'exist' : 'create',
        ...(target ? { fleet_task_uuid: target.id } : {}),
      },
    );
    if (answer.status !== 200) return this.refused();
    this.tally.transfers += 1;
    task.orderIds = task.orderIds.filter((id) => id !== orderId);
    task.activities = null;
    const destination = target ?? newTask(answer.body.data.id, answer.body.data.status);
    destination.orderIds.push(orderId);
    destination.activities = null;
    if (!target) this.tasks.push(destination);
  }

  /** On its way: the next stop, or the end once every stop is done. */
  private async travel(task: TaskState): Promise<void> {
    if (!task.activities) {
      task.activities = await readActivities(this.api, task.id);
      if (!task.activities) return this.refused();
    }
    const activity = nextActivity(task.activities);
    if (!activity) return this.transition(task, 'ENDED');
    const context = {
      api: this.api,
      random: this.random,
      tally: this.tally,
      order: (id: string) => this.owned.get(id),
    };
    if (!(await completeActivity(context, task, activity))) return this.refused();
  }

  /** Ended: its orders are delivered (or wait for their next leg); cancelled: they are open again. */
  private async finish(task: TaskState): Promise<void> {
    if (task.status === 'ENDED' && !task.activities) {
      task.activities = await readActivities(this.api, task.id);
      if (!task.activities) return this.refused();
    }
    for (const id of task.orderIds) {
      const order = this.owned.get(id);
      if (!order) continue;
      const done = task.status === 'ENDED' && afterEnd(order, task.activities ?? []) === 'done';
      if (done) this.retired.add(id);
      else this.pool.push(order);
    }
    if (task.status === 'ENDED') this.tally.ended += 1;
    if (task.status === 'CANCELED') this.tally.canceled += 1;
    this.tasks = this.tasks.filter((other) => other !== task);
  }

  /** A refusal means the worker's picture is off (it should not happen often): read it again. */
  private refused(): void {
    this.uncertain = true;
  }

  /**
   * Reads every task of the worker again, then each order that is on none of them: back to the pool
   * when no task holds it, adopted when a new task does (a transfer whose answer was lost), retired
   * otherwise.
   */
  private async reread(): Promise<void> {
    const tasks: TaskState[] = [];
    for (const known of this.tasks) {
      const task = await readTask(this.api, known.id, this.crew);
      if (task) tasks.push(task);
    }
    const placed = new Set([...this.pool.map((order) => order.id), ...this.retired]);
    for (const task of tasks) for (const id of task.orderIds) placed.add(id);
    for (const [id, order] of this.owned) {
      if (placed.has(id)) continue;
      const answer = await this.api.call('GET', `/api/order/v1/delivery-order/${id}`);
      const holder = answer.status === 200 ? answer.body.data.fleet_task : undefined;
      const adopted =
        holder && ['TEMPORARY', 'DRAFT', 'SCHEDULED'].includes(holder.status.name)
          ? await readTask(this.api, holder.id, this.crew)
          : null;
      if (holder === null) this.pool.push(order);
      else if (adopted) {
        tasks.push(adopted);
        for (const other of adopted.orderIds) placed.add(other);
      } else this.retired.add(id);
    }
    this.tasks = tasks;
    this.uncertain = false;
  }
}

function newTask(id: string, status: string): TaskState {
  return { id, status, orderIds: [], activities: null, fieldsSet: false };
}
