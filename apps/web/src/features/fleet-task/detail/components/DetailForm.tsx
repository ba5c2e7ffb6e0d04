import {
  canChangeSendBy,
  canEditVendorFields,
  type FleetTask,
  fieldsClearedBySendBy,
  nextHalfHour,
  type SendBy,
  SHIPMENT_REFERENCE_MAX,
  showsAutocompleteSection,
  showsSendByChoice,
  toZonedIso,
} from '@armada/domain';
import { Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../platform/session/session-context';
import { ZonedDateTimePicker } from '../../../../shared/forms/ZonedDateTimePicker';
import { useResourceAvailability } from '../api';
import { DETAIL_FIELDS, type DetailField, type DetailFormValues } from '../detail-form';
import { AutocompleteSection } from './AutocompleteSection';
import { DefaultGarageCheckbox } from './DefaultGarageCheckbox';
import { DriverPicker, GaragePicker, VehiclePicker, VendorPicker } from './ResourcePickers';
import { SendByField } from './SendByField';
import { TypedField } from './TypedField';
import { useDriverPrefill } from './useDriverPrefill';

export interface DetailFormProps {
  task: FleetTask;
  form: UseFormReturn<DetailFormValues>;
  creating: boolean;
  timeZone: string;
}

const named = (reference: { id: number; name: string } | null) =>
  reference ? { value: reference.id, label: reference.name } : null;

/** Section 4: choosing a way of sending resets what the other way had set (fieldsClearedBySendBy). */
function applySendBy(form: UseFormReturn<DetailFormValues>, sendBy: SendBy) {
  for (const [field, value] of Object.entries(fieldsClearedBySendBy(sendBy))) {
    if (!(DETAIL_FIELDS as readonly string[]).includes(field)) continue;
    const name = field as DetailField;
    form.setValue(name, (name === 'shipment_reference' ? '' : value) as never);
  }
}

function SendBySection({ task, form }: Pick<DetailFormProps, 'task' | 'form'>) {
  const { t } = useTranslation();
  const status = task.status.name;
  const locked = !canChangeSendBy(status);
  return (
    <Col span={24}>
      <TypedField
        control={form.control}
        name="send_by"
        label={t('fleetTask.detail.sendBy')}
        extra={locked ? t('fleetTask.detail.sendByLocked') : undefined}
      >
        {(field, a11y) => (
          <SendByField
            label={t('fleetTask.detail.sendBy')}
            value={field.value}
            disabled={locked}
            accessibility={a11y}
            onChange={(next) => {
              field.onChange(next);
              applySendBy(form, next);
            }}
          />
        )}
      </TypedField>
    </Col>
  );
}

function GarageFields({ task, form, creating }: Omit<DetailFormProps, 'timeZone'>) {
  const { t } = useTranslation();
  const [startId, endId] = useWatch({ control: form.control, name: ['start_address_id', 'end_address_id'] });
  return (
    <>
      <Col xs={24} md={12}>
        <TypedField
          control={form.control}
          name="start_address_id"
          label={t('fleetTask.detail.startAddress')}
          required
          extra={creating && <DefaultGarageCheckbox end="start" addressId={startId} />}
        >
          {(field, a11y) => (
            <GaragePicker
              testId="start-garage-picker"
              accessibility={a11y}
              value={field.value}
              onBlur={field.onBlur}
              selected={named(task.start_address)}
              onChange={(next) => {
                field.onChange(next);
                // Section 4 'Autosave': the end follows a new start (a round trip is the usual plan).
                if (next !== null) form.setValue('end_address_id', next, { shouldValidate: true });
              }}
            />
          )}
        </TypedField>
      </Col>
      <Col xs={24} md={12}>
        <TypedField
          control={form.control}
          name="end_address_id"
          label={t('fleetTask.detail.endAddress')}
          required
          extra={creating && <DefaultGarageCheckbox end="end" addressId={endId} />}
        >
          {(field, a11y) => (
            <GaragePicker
              testId="end-garage-picker"
              accessibility={a11y}
              value={field.value}
              onBlur={field.onBlur}
              onChange={field.onChange}
              selected={named(task.end_address)}
            />
          )}
        </TypedField>
      </Col>
    </>
  );
}

function OwnFleetFields({ task, form, timeZone }: Omit<DetailFormProps, 'creating'>) {
  const { t } = useTranslation();
  const [startId, departure] = useWatch({
    control: form.control,
    name: ['start_address_id', 'expected_departure_on'],
  });
  const held = useResourceAvailability(task.id, departure);
  const { prefilled, skipped, onPicked } = useDriverPrefill(form, held);
  const vehicle = task.vehicle ? { value: task.vehicle.id, label: task.vehicle.license_plate } : null;
  // Issue 26 item 4: the picker opens at the next full half hour of the company's clock.
  const [opensAt] = useState(() => toZonedIso(nextHalfHour(new Date(), timeZone), timeZone));
  return (
    <>
      <Col xs={24} md={12}>
        <TypedField
          control={form.control}
          name="expected_departure_on"
          label={t('fleetTask.detail.departure')}
          required
        >
          {(field, a11y) => (
            <ZonedDateTimePicker
              accessibility={a11y}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              timeZone={timeZone}
              openAt={opensAt}
              notBefore={opensAt}
              placeholder={t('fleetTask.detail.departurePlaceholder')}
            />
          )}
        </TypedField>
      </Col>
      <Col xs={24} md={12}>
        <TypedField
          control={form.control}
          name="shipment_reference"
          label={t('fleetTask.detail.shipmentReference')}
        >
          {(field, a11y) => (
            <Input
              {...field}
              {...a11y}
              data-testid="shipment-reference"
              count={{ show: true, max: SHIPMENT_REFERENCE_MAX }}
              placeholder={t('fleetTask.detail.shipmentReferencePlaceholder')}
            />
          )}
        </TypedField>
      </Col>
      <Col xs={24} md={12}>
        <TypedField control={form.control} name="vehicle_id" label={t('fleetTask.detail.vehicle')} required>
          {(field, a11y) => (
            <VehiclePicker
              accessibility={a11y}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              selected={vehicle}
              startAddressId={startId}
              held={held.data?.vehicles}
              onPicked={(picked) => void onPicked(picked)}
            />
          )}
        </TypedField>
      </Col>
      <Col xs={24} md={12}>
        <TypedField
          control={form.control}
          name="driver_user_id"
          label={t('fleetTask.detail.driver')}
          required
          extra={
            skipped &&
            t('fleetTask.detail.usualDriverHeld', { name: skipped.name, number: skipped.taskNumber })
          }
        >
          {(field, a11y) => (
            <DriverPicker
              accessibility={a11y}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              selected={prefilled ?? named(task.driver_user)}
              held={held.data?.drivers}
            />
          )}
        </TypedField>
      </Col>
    </>
  );
}

/** The detail card's inputs while the task can be changed; every change is saved automatically. */
export function DetailForm({ task, form, creating, timeZone }: DetailFormProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const sendBy = useWatch({ control: form.control, name: 'send_by' });
  const showsSendBy = showsSendByChoice(user.scopes, { isFromVendorRequest: task.is_from_vendor_request });
  return (
    <Form layout="vertical" component={false}>
      <form noValidate aria-label={t('fleetTask.detail.title')} onSubmit={(event) => event.preventDefault()}>
        <Row gutter={16}>
          {showsSendBy && <SendBySection task={task} form={form} />}
          {sendBy === 'VENDOR' && (
            <Col span={24}>
              <TypedField
                control={form.control}
                name="vendor_id"
                label={t('fleetTask.detail.vendor')}
                required
              >
                {(field, a11y) => (
                  <VendorPicker
                    accessibility={a11y}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    selected={named(task.vendor)}
                    disabled={!showsSendBy || !canEditVendorFields(task.status.name)}
                  />
                )}
              </TypedField>
            </Col>
          )}
          <GarageFields task={task} form={form} creating={creating} />
          {sendBy === 'SELF' && <OwnFleetFields task={task} form={form} timeZone={timeZone} />}
        </Row>
        {showsAutocompleteSection(user.scopes) && <AutocompleteSection control={form.control} />}
      </form>
    </Form>
  );
}
