import { type CreateVehicleRequest, createVehicleRequestSchema } from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Col, Form, Row } from 'antd';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { localizedZodErrors } from '../../../shared/forms/localized-zod-errors';
import { MasterForm } from '../common/FormActions';
import { EntitySelectField, SwitchField, TextField } from '../common/fields';
import type { EntityFormProps } from '../common/MasterDataList';
import { useMasterSubmit } from '../common/useMasterSubmit';
import type { AddressRow, BoxTypeRow, DriverRow, VehicleRow, VehicleTypeRow } from '../types';
import { LastReport } from './LastReport';

type Values = z.input<typeof createVehicleRequestSchema>;

const FIELDS: Path<Values>[] = [
  'license_plate',
  'vehicle_type_id',
  'box_type_id',
  'fuel',
  'imei',
  'home_address_id',
  'default_driver_user_id',
  'is_active',
];
const HALF = { xs: 24, md: 12 } as const;
/** A vehicle's home must be a garage (vehicle/home-not-garage): the picker offers only those. */
const GARAGES = [{ field: 'is_garage', operator: 'eq' as const, value: 'true' }];
const ACTIVE = [{ field: 'is_active', operator: 'eq' as const, value: 'true' }];

const named = (choice: { id: number; name: string } | null) =>
  choice && { value: choice.id, label: choice.name };

function valuesOf(row: VehicleRow | undefined): Values {
  return {
    license_plate: row?.license_plate ?? '',
    vehicle_type_id: row?.vehicle_type_id ?? (null as unknown as number),
    box_type_id: row?.box_type_id ?? null,
    fuel: row?.fuel ?? null,
    imei: row?.imei ?? null,
    home_address_id: row?.home_address_id ?? null,
    default_driver_user_id: row?.default_driver_user_id ?? null,
    is_active: row?.is_active ?? true,
  };
}

/** A vehicle: plate, type and box, its GPS device, home garage and default driver. */
export function VehicleForm({ row, readOnly, onSaved, onStale, onCancel }: EntityFormProps<VehicleRow>) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, CreateVehicleRequest>({
    resolver: zodResolver(createVehicleRequestSchema, localizedZodErrors),
    defaultValues: valuesOf(row),
  });
  const submit = useMasterSubmit(form, {
    entity: 'vehicle',
    row,
    onSaved,
    fields: FIELDS,
    uniqueLabels: { license_plate: t('masterData.vehicle.plate'), imei: t('masterData.vehicle.imei') },
    onStale,
  });
  const { control } = form;

  return (
    <MasterForm
      label={row?.license_plate ?? t('masterData.create.vehicle')}
      readOnly={readOnly}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <Row gutter={[16, 0]}>
        <Col {...HALF}>
          <TextField
            control={control}
            name="license_plate"
            label={t('masterData.vehicle.plate')}
            required
            maxLength={20}
          />
        </Col>
        <Col {...HALF}>
          <EntitySelectField<Values, VehicleTypeRow>
            control={control}
            name="vehicle_type_id"
            label={t('masterData.vehicle.type')}
            required
            entity="vehicle-type"
            itemLabel={(type) => type.type}
            selected={row ? { value: row.vehicle_type.id, label: row.vehicle_type.type } : null}
          />
        </Col>
        <Col {...HALF}>
          <EntitySelectField<Values, BoxTypeRow>
            control={control}
            name="box_type_id"
            label={t('masterData.vehicle.boxType')}
            entity="box-type"
            itemLabel={(box) => box.name}
            selected={named(row?.box_type ?? null)}
            allowClear
          />
        </Col>
        <Col {...HALF}>
          <TextField
            control={control}
            name="fuel"
            label={t('masterData.vehicle.fuel')}
            nullable
            maxLength={50}
          />
        </Col>
        <Col {...HALF}>
          <TextField
            control={control}
            name="imei"
            label={t('masterData.vehicle.imei')}
            extra={t('masterData.vehicle.imeiHint')}
            nullable
            maxLength={20}
          />
        </Col>
        <Col {...HALF}>
          <EntitySelectField<Values, AddressRow>
            control={control}
            name="home_address_id"
            label={t('masterData.vehicle.home')}
            extra={t('masterData.vehicle.homeHint')}
            entity="address"
            filters={GARAGES}
            itemLabel={(address) => address.name}
            selected={named(row?.home_address ?? null)}
            allowClear
          />
        </Col>
        <Col {...HALF}>
          <EntitySelectField<Values, DriverRow>
            control={control}
            name="default_driver_user_id"
            label={t('masterData.vehicle.driver')}
            entity="driver"
            filters={ACTIVE}
            itemLabel={(driver) => driver.name}
            selected={named(row?.driver ?? null)}
            allowClear
          />
        </Col>
        <Col {...HALF}>
          <SwitchField control={control} name="is_active" label={t('masterData.vehicle.active')} />
        </Col>
        {row && (
          <Col span={24}>
            <Form.Item label={t('masterData.vehicle.lastReport')}>
              <LastReport vehicle={row} />
            </Form.Item>
          </Col>
        )}
      </Row>
    </MasterForm>
  );
}
