import { SHIPMENT_TYPES } from '@armada/domain';
import { Card, Col, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../platform/session/session-context';
import { FormField } from '../../../shared/forms/FormField';
import { ZonedDateTimePicker } from '../../../shared/forms/ZonedDateTimePicker';
import { type FieldsForm, type PickerLabels, selectedOf } from './form-values';
import { AddressPicker, CustomerPicker } from './pickers';
import { TransitList } from './TransitList';

const HALF = { xs: 24, md: 12 } as const;

export function CustomerCard({ form, labels }: { form: FieldsForm; labels: PickerLabels }) {
  const { t } = useTranslation();
  const { control } = form;
  return (
    <Card title={t('deliveryForm.sections.customer')}>
      <Row gutter={[16, 0]}>
        <Col {...HALF}>
          <FormField control={control} name="customer_id" label={t('deliveryForm.customer')} required>
            {(field, a11y) => (
              <CustomerPicker
                value={field.value as number | null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                selected={selectedOf(labels, 'customer', field.value as number | null)}
                accessibility={a11y}
                testId="customer"
              />
            )}
          </FormField>
        </Col>
        <Col {...HALF}>
          <FormField
            control={control}
            name="billed_customer_id"
            label={t('deliveryForm.billedCustomer')}
            extra={t('deliveryForm.billedCustomerHint')}
          >
            {(field, a11y) => (
              <CustomerPicker
                value={field.value as number | null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                selected={selectedOf(labels, 'customer', field.value as number | null)}
                accessibility={a11y}
                testId="billed-customer"
                allowClear
              />
            )}
          </FormField>
        </Col>
      </Row>
    </Card>
  );
}

/** Shipment type, origin, the transits of a TRANSIT order in their order, and destination. */
export function RouteCard({
  form,
  labels,
  locked,
}: {
  form: FieldsForm;
  labels: PickerLabels;
  /** The order's task has started: its route is what the truck drives (the server refuses a change). */
  locked: boolean;
}) {
  const { t } = useTranslation();
  const { control } = form;
  const address = (name: 'origin_address_id' | 'destination_address_id', label: string) => (
    <FormField control={control} name={name} label={label} required>
      {(field, a11y) => (
        <AddressPicker
          value={field.value as number | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          selected={selectedOf(labels, 'address', field.value as number | null)}
          accessibility={a11y}
          testId={name === 'origin_address_id' ? 'origin' : 'destination'}
          disabled={locked}
        />
      )}
    </FormField>
  );
  return (
    <Card title={t('deliveryForm.sections.route')}>
      <FormField control={control} name="shipment_type" label={t('deliveryForm.shipmentType')} required>
        {(field, a11y) => (
          <Radio.Group
            id={a11y.id}
            aria-describedby={a11y['aria-describedby']}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            optionType="button"
            disabled={locked}
            options={SHIPMENT_TYPES.map((type) => ({
              value: type,
              label: t(`deliveryForm.shipmentTypes.${type}`),
            }))}
          />
        )}
      </FormField>
      <Row gutter={[16, 0]}>
        <Col {...HALF}>{address('origin_address_id', t('deliveryForm.origin'))}</Col>
        <Col {...HALF}>{address('destination_address_id', t('deliveryForm.destination'))}</Col>
      </Row>
      <TransitList form={form} labels={labels} locked={locked} />
    </Card>
  );
}

export function ScheduleCard({ form }: { form: FieldsForm }) {
  const { t } = useTranslation();
  const { control } = form;
  const timeZone = useCurrentUser().company.time_zone;
  const picker = (name: 'expected_pickup_on' | 'expected_delivered_on', label: string) => (
    <FormField
      control={control}
      name={name}
      label={label}
      extra={t('deliveryForm.timeZoneHint', { zone: timeZone })}
    >
      {(field, a11y) => (
        <ZonedDateTimePicker
          value={(field.value as string | null | undefined) ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          timeZone={timeZone}
          placeholder={t('deliveryForm.pickTime')}
          accessibility={a11y}
        />
      )}
    </FormField>
  );
  return (
    <Card title={t('deliveryForm.sections.schedule')}>
      <Row gutter={[16, 0]}>
        <Col {...HALF}>{picker('expected_pickup_on', t('deliveryForm.expectedPickup'))}</Col>
        <Col {...HALF}>{picker('expected_delivered_on', t('deliveryForm.expectedDelivered'))}</Col>
      </Row>
    </Card>
  );
}

type TextField = 'shipment_number' | 'reference_number' | 'external_reference_number';

export function ReferencesCard({ form }: { form: FieldsForm }) {
  const { t } = useTranslation();
  const { control } = form;
  const text = (name: TextField, label: string) => (
    <FormField control={control} name={name} label={label}>
      {(field, a11y) => (
        <Input
          {...field}
          {...a11y}
          value={(field.value as string | null | undefined) ?? ''}
          maxLength={255}
        />
      )}
    </FormField>
  );
  return (
    <Card title={t('deliveryForm.sections.references')}>
      <Row gutter={[16, 0]}>
        <Col {...HALF}>{text('shipment_number', t('deliveryForm.shipmentNumber'))}</Col>
        <Col {...HALF}>{text('reference_number', t('deliveryForm.referenceNumber'))}</Col>
        <Col {...HALF}>{text('external_reference_number', t('deliveryForm.externalReferenceNumber'))}</Col>
        <Col span={24}>
          <FormField control={control} name="note" label={t('deliveryForm.note')}>
            {(field, a11y) => (
              <Input.TextArea
                {...field}
                {...a11y}
                value={(field.value as string | null | undefined) ?? ''}
                maxLength={1000}
                autoSize={{ minRows: 2, maxRows: 6 }}
              />
            )}
          </FormField>
        </Col>
      </Row>
    </Card>
  );
}
