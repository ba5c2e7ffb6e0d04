import { type DriverTaskDetail, toZonedIso } from '@armada/domain';
import { App, Button, Form, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import { driverTaskPath } from '../../../shared/paths/driver';
import type { LocatedActivity } from '../api';
import { useOutbox } from '../outbox/OutboxProvider';
import type { OutboxItem } from '../outbox/outbox-store';
import {
  type CompletionContext,
  type CompletionErrors,
  type CompletionValues,
  initialCompletionValues,
  toCompletionRequest,
  validateCompletion,
} from './completion-form';
import { LoadAdjustFields } from './LoadAdjustFields';
import { PhotoPicker, type PickedPhoto } from './PhotoPicker';

/** A drop's pickup time: the server's, or the one saved in the outbox and not sent yet. */
function pickupCompletedOn(task: DriverTaskDetail, located: LocatedActivity, queue: readonly OutboxItem[]) {
  if (located.activity.type !== 'DROP') return null;
  const orderId = located.activity.delivery_order.id;
  for (const stop of task.stops) {
    for (const activity of stop.activities) {
      if (activity.type !== 'PICKUP' || activity.delivery_order.id !== orderId) continue;
      if (activity.completed_on) return activity.completed_on;
      const queued = queue.find((item) => item.ref.activityId === activity.id);
      if (queued) return queued.form.completed_on;
    }
  }
  return null;
}

/** The completion form: name, time (now by default), note, photos and, when allowed, quantities. */
export function CompletionForm({ task, located }: { task: DriverTaskDetail; located: LocatedActivity }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const timeZone = useCurrentUser().company.time_zone;
  const { outbox, items } = useOutbox();
  const { activity, stop } = located;
  const pickup = activity.type === 'PICKUP';
  const [values, setValues] = useState<CompletionValues>(() => initialCompletionValues(timeZone));
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [busy, setBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const context = useMemo<CompletionContext>(
    () => ({
      activityType: activity.type,
      timeZone,
      language,
      actualDepartureOn: task.actual_departure_on,
      pickupCompletedOn: pickupCompletedOn(task, located, items),
      loads: activity.delivery_order.loads,
      canAdjustLoads: activity.can_adjust_loads,
    }),
    [activity, timeZone, language, task, located, items],
  );
  // Errors show once the driver tried to save, then follow each change.
  const errors: CompletionErrors = submitted ? validateCompletion(values, context) : {};
  const set = (patch: Partial<CompletionValues>) => setValues((current) => ({ ...current, ...patch }));

  const save = async () => {
    setSubmitted(true);
    if (busy || Object.keys(validateCompletion(values, context)).length > 0) return;
    setSaving(true);
    try {
      await outbox.add({
        ref: { taskId: task.id, pointId: stop.id ?? '', activityId: activity.id },
        form: toCompletionRequest(values, context),
        photos: await Promise.all(
          photos.map(async (photo) => ({
            name: photo.name,
            type: photo.blob.type || 'image/jpeg',
            bytes: await photo.blob.arrayBuffer(),
          })),
        ),
        label: {
          taskNumber: task.number,
          orderNumber: activity.delivery_order.number,
          activityType: activity.type,
          addressName: stop.address?.name ?? '',
        },
        createdOn: toZonedIso(new Date(), timeZone),
      });
      void message.success(t('driver.complete.queued'));
      navigate(driverTaskPath(task.id));
    } catch (error) {
      void message.error(
        error instanceof Error && error.message ? error.message : t('driver.outbox.storageFailed'),
      );
    } finally {
      setSaving(false);
    }
  };

  const field = (name: string) =>
    errors[name] ? { validateStatus: 'error' as const, help: errors[name] } : {};
  return (
    <Form layout="vertical" component="div">
      <Form.Item
        label={
          pickup ? t('fleetTaskActivity.complete.senderName') : t('fleetTaskActivity.complete.receiverName')
        }
        htmlFor="driver-contact"
        required
        {...field('contact_person_name')}
      >
        <Input
          id="driver-contact"
          size="large"
          autoComplete="off"
          value={values.contact_person_name}
          aria-invalid={Boolean(errors.contact_person_name)}
          onChange={(event) => set({ contact_person_name: event.target.value })}
        />
      </Form.Item>
      <Form.Item
        label={
          pickup
            ? t('fleetTaskActivity.complete.completedOnPickup')
            : t('fleetTaskActivity.complete.completedOnDrop')
        }
        htmlFor="driver-completed-on"
        required
        {...field('completed_on_local')}
      >
        <Input
          id="driver-completed-on"
          type="datetime-local"
          size="large"
          value={values.completed_on_local}
          aria-invalid={Boolean(errors.completed_on_local)}
          onChange={(event) => set({ completed_on_local: event.target.value, time_changed: true })}
        />
      </Form.Item>
      <Form.Item label={t('fleetTaskActivity.complete.note')} htmlFor="driver-note" {...field('note')}>
        <Input.TextArea
          id="driver-note"
          rows={3}
          maxLength={1000}
          value={values.note}
          onChange={(event) => set({ note: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('fleetTaskActivity.complete.photos')}>
        <PhotoPicker photos={photos} onChange={setPhotos} onBusyChange={setBusy} />
      </Form.Item>
      {activity.can_adjust_loads && activity.delivery_order.loads.length > 0 && (
        <Form.Item>
          <LoadAdjustFields
            loads={activity.delivery_order.loads}
            values={values.loads}
            errors={errors}
            onChange={(loadId, input) => set({ loads: { ...values.loads, [loadId]: input } })}
          />
        </Form.Item>
      )}
      <Button
        type="primary"
        size="large"
        block
        style={{ minHeight: 48 }}
        loading={saving}
        disabled={busy}
        onClick={() => void save()}
      >
        {t('fleetTaskActivity.complete.save')}
      </Button>
    </Form>
  );
}
