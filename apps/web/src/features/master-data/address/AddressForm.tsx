import { type CreateAddressRequest, createAddressRequestSchema } from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Col, Row, Typography } from 'antd';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { localizedZodErrors } from '../../../shared/forms/localized-zod-errors';
import { MasterForm } from '../common/FormActions';
import { NumberField, SwitchField, TextField } from '../common/fields';
import type { EntityFormProps } from '../common/MasterDataList';
import { useMasterSubmit } from '../common/useMasterSubmit';
import type { AddressRow } from '../types';
import { AddressMapPicker } from './AddressMapPicker';

type Values = z.input<typeof createAddressRequestSchema>;

const FIELDS: Path<Values>[] = [
  'name',
  'full_name',
  'city',
  'province',
  'is_garage',
  'geolocation',
  'geolocation.latitude',
  'geolocation.longitude',
  'geofence_radius_m',
  'contact_name',
  'contact_phone',
];
const HALF = { xs: 24, md: 12 } as const;

function valuesOf(row: AddressRow | undefined): Values {
  if (!row) {
    // No place yet: the schema answers 'Wajib diisi' until the map or the fields give one.
    return {
      name: '',
      full_name: '',
      city: '',
      province: '',
      is_garage: false,
      geolocation: { latitude: null, longitude: null } as unknown as Values['geolocation'],
      geofence_radius_m: null,
      contact_name: null,
      contact_phone: null,
    };
  }
  return {
    name: row.name,
    full_name: row.full_name,
    city: row.city,
    province: row.province,
    is_garage: row.is_garage,
    geolocation: row.geolocation,
    geofence_radius_m: row.geofence_radius_m,
    contact_name: row.contact_name,
    contact_phone: row.contact_phone,
  };
}

/** An address with its place on the map, its geofence and whether it is a garage. */
export function AddressForm({ row, readOnly, onSaved, onStale, onCancel }: EntityFormProps<AddressRow>) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, CreateAddressRequest>({
    resolver: zodResolver(createAddressRequestSchema, localizedZodErrors),
    defaultValues: valuesOf(row),
  });
  const submit = useMasterSubmit(form, {
    entity: 'address',
    row,
    onSaved,
    fields: FIELDS,
    onStale,
  });
  const { control } = form;
  const [latitude, longitude, radius] = useWatch({
    control,
    name: ['geolocation.latitude', 'geolocation.longitude', 'geofence_radius_m'],
  });
  const place =
    typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
  const placeError = form.formState.errors.geolocation;

  return (
    <MasterForm
      label={row?.name ?? t('masterData.create.address')}
      readOnly={readOnly}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <Row gutter={[16, 0]}>
        <Col {...HALF}>
          <TextField
            control={control}
            name="name"
            label={t('masterData.address.name')}
            required
            maxLength={100}
          />
        </Col>
        <Col {...HALF}>
          <SwitchField
            control={control}
            name="is_garage"
            label={t('masterData.address.isGarage')}
            extra={t('masterData.address.isGarageHint')}
          />
        </Col>
        <Col span={24}>
          <TextField
            control={control}
            name="full_name"
            label={t('masterData.address.fullName')}
            required
            maxLength={500}
          />
        </Col>
        <Col {...HALF}>
          <TextField
            control={control}
            name="city"
            label={t('masterData.address.city')}
            required
            maxLength={100}
          />
        </Col>
        <Col {...HALF}>
          <TextField
            control={control}
            name="province"
            label={t('masterData.address.province')}
            required
            maxLength={100}
          />
        </Col>
        <Col span={24} style={{ marginBottom: 16 }}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t('masterData.address.mapHint')}
          </Typography.Paragraph>
          <AddressMapPicker
            label={t('masterData.address.map')}
            pinLabel={t('masterData.address.pin')}
            value={place}
            radius={typeof radius === 'number' ? radius : null}
            readOnly={readOnly}
            onChange={(next) => {
              form.setValue('geolocation.latitude', next.latitude, {
                shouldDirty: true,
                shouldValidate: true,
              });
              form.setValue('geolocation.longitude', next.longitude, {
                shouldDirty: true,
                shouldValidate: true,
              });
            }}
          />
          {placeError?.message && (
            <Typography.Text type="danger" role="alert">
              {placeError.message}
            </Typography.Text>
          )}
        </Col>
        <Col xs={12} md={8}>
          <NumberField
            control={control}
            name="geolocation.latitude"
            label={t('masterData.address.latitude')}
            required
            step={0.0001}
          />
        </Col>
        <Col xs={12} md={8}>
          <NumberField
            control={control}
            name="geolocation.longitude"
            label={t('masterData.address.longitude')}
            required
            step={0.0001}
          />
        </Col>
        <Col xs={24} md={8}>
          <NumberField
            control={control}
            name="geofence_radius_m"
            label={t('masterData.address.radius')}
            extra={t('masterData.address.radiusHint')}
            min={10}
            step={10}
          />
        </Col>
        <Col {...HALF}>
          <TextField
            control={control}
            name="contact_name"
            label={t('masterData.address.contactName')}
            nullable
            maxLength={100}
          />
        </Col>
        <Col {...HALF}>
          <TextField
            control={control}
            name="contact_phone"
            label={t('masterData.address.contactPhone')}
            nullable
            type="tel"
            placeholder={t('masterData.address.phonePlaceholder')}
          />
        </Col>
      </Row>
    </MasterForm>
  );
}
