import { ClearOutlined } from '@ant-design/icons';
import type { GeofenceFields } from '@armada/domain';
import { GEOFENCE_RADIUS_M, GEOFENCE_SERVICE_LOC_TYPES, GEOFENCE_TYPES } from '@armada/domain';
import { Alert, Button, Card, Col, Flex, Input, InputNumber, Radio, Row, Select, Typography } from 'antd';
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/FormField';
import type { GeofenceFormValues } from './geofence-form';

export type GeofenceForm = UseFormReturn<GeofenceFormValues, unknown, GeofenceFields>;

/** The service location type's words; a type stored by another client shows as it was stored. */
export function useServiceLocTypeLabel() {
  const { t } = useTranslation();
  return (value: string | null) =>
    value === null
      ? t('common.empty')
      : (GEOFENCE_SERVICE_LOC_TYPES as readonly string[]).includes(value)
        ? t(`geofences.serviceLocTypes.${value as (typeof GEOFENCE_SERVICE_LOC_TYPES)[number]}`)
        : value;
}

/** Name, type of place and address. */
export function GeofenceDetailsCard({ form }: { form: GeofenceForm }) {
  const { t } = useTranslation();
  const label = useServiceLocTypeLabel();
  const stored = form.formState.defaultValues?.serviceLocType;
  const values: string[] = [...GEOFENCE_SERVICE_LOC_TYPES];
  if (stored && !values.includes(stored)) values.push(stored);
  return (
    <Card title={t('geofences.form.details')} size="small">
      <FormField control={form.control} name="fenceName" label={t('geofences.form.fenceName')} required>
        {(field, a11y) => (
          <Input
            {...a11y}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={t('geofences.form.fenceNamePlaceholder')}
            maxLength={100}
          />
        )}
      </FormField>
      <FormField control={form.control} name="serviceLocType" label={t('geofences.form.serviceLocType')}>
        {(field, a11y) => (
          <Select<string | null>
            {...a11y}
            ref={field.ref}
            value={field.value}
            onChange={(value) => field.onChange(value ?? null)}
            onBlur={field.onBlur}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('geofences.form.serviceLocTypePlaceholder')}
            options={values.map((value) => ({ value, label: label(value) }))}
          />
        )}
      </FormField>
      <FormField control={form.control} name="address" label={t('geofences.form.address')}>
        {(field, a11y) => (
          <Input.TextArea
            {...a11y}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={t('geofences.form.addressPlaceholder')}
            maxLength={255}
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        )}
      </FormField>
    </Card>
  );
}

function CoordinateField({
  form,
  name,
}: {
  form: GeofenceForm;
  name: 'center.latitude' | 'center.longitude';
}) {
  const { t } = useTranslation();
  const latitude = name === 'center.latitude';
  return (
    <FormField
      control={form.control}
      name={name}
      label={latitude ? t('geofences.form.latitude') : t('geofences.form.longitude')}
      required
    >
      {(field, a11y) => (
        <InputNumber<number>
          {...a11y}
          ref={field.ref}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value ?? null)}
          onBlur={field.onBlur}
          min={latitude ? -90 : -180}
          max={latitude ? 90 : 180}
          step={0.0001}
          style={{ width: '100%' }}
        />
      )}
    </FormField>
  );
}

/** A circle typed from the keyboard: its centre and radius, the map following. */
function CircleFields({ form }: { form: GeofenceForm }) {
  const { t } = useTranslation();
  return (
    <Row gutter={12}>
      <Col xs={24} sm={8}>
        <CoordinateField form={form} name="center.latitude" />
      </Col>
      <Col xs={24} sm={8}>
        <CoordinateField form={form} name="center.longitude" />
      </Col>
      <Col xs={24} sm={8}>
        <FormField control={form.control} name="radiusM" label={t('geofences.form.radius')} required>
          {(field, a11y) => (
            <InputNumber<number>
              {...a11y}
              ref={field.ref}
              value={field.value}
              onChange={(value) => field.onChange(value ?? null)}
              onBlur={field.onBlur}
              min={GEOFENCE_RADIUS_M.min}
              max={GEOFENCE_RADIUS_M.max}
              step={10}
              style={{ width: '100%' }}
            />
          )}
        </FormField>
      </Col>
    </Row>
  );
}

/** The area's type, the keyboard's circle fields or the polygon's size, and the shape's message. */
export function GeofenceAreaFields({ form, readOnly }: { form: GeofenceForm; readOnly: boolean }) {
  const { t } = useTranslation();
  const [type, polygon, center] = useWatch({ control: form.control, name: ['type', 'polygon', 'center'] });
  const errors = form.formState.errors;
  const shapeError = type === 'POLYGON' ? errors.polygon?.message : errors.center?.message;
  const drawn =
    type === 'POLYGON'
      ? (polygon?.length ?? 0) > 0
      : Number.isFinite(center?.latitude) && Number.isFinite(center?.longitude);
  const clear = () => form.setValue(type === 'POLYGON' ? 'polygon' : 'center', null, { shouldDirty: true });
  return (
    <Flex vertical gap={8}>
      <FormField control={form.control} name="type" label={t('geofences.columns.shape')} required>
        {(field, a11y) => (
          <Radio.Group
            id={a11y.id}
            aria-label={t('geofences.columns.shape')}
            optionType="button"
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            options={GEOFENCE_TYPES.map((value) => ({ value, label: t(`geofences.shape.${value}`) }))}
          />
        )}
      </FormField>
      {type === 'CIRCLE' ? (
        <>
          {!readOnly && (
            <Typography.Text type="secondary">{t('geofences.form.keyboardHint')}</Typography.Text>
          )}
          <CircleFields form={form} />
        </>
      ) : (
        <Typography.Text data-testid="polygon-summary">
          {(polygon?.length ?? 0) > 0
            ? t('geofences.form.polygonSummary', { count: polygon?.length ?? 0 })
            : t('geofences.form.noShape')}
        </Typography.Text>
      )}
      {shapeError && <Alert type="error" showIcon role="alert" title={shapeError} />}
      {!readOnly && drawn && (
        <Flex>
          <Button icon={<ClearOutlined aria-hidden />} onClick={clear}>
            {t('geofences.form.clearShape')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
