import {
  type CreateBoxTypeRequest,
  type CreateVehicleGroupRequest,
  createBoxTypeRequestSchema,
  createVehicleGroupRequestSchema,
  createVehicleTypeRequestSchema,
} from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Col, Row } from 'antd';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { localizedZodErrors } from '../../../shared/forms/localized-zod-errors';
import { MasterForm } from '../common/FormActions';
import { NumberField, TextField } from '../common/fields';
import type { EntityFormProps } from '../common/MasterDataList';
import { singleNameForm } from '../common/SingleNameForm';
import { useMasterSubmit } from '../common/useMasterSubmit';
import type { BoxTypeRow, VehicleGroupRow, VehicleTypeRow } from '../types';
import { VehiclesField } from './VehiclesField';

const HALF = { xs: 24, md: 12 } as const;

export const VehicleTypeForm = singleNameForm<VehicleTypeRow, 'type'>({
  entity: 'vehicle-type',
  schema: createVehicleTypeRequestSchema,
  field: 'type',
  labelOf: (t) => t('masterData.vehicleType.type'),
});

type BoxTypeValues = z.input<typeof createBoxTypeRequestSchema>;
const BOX_FIELDS: Path<BoxTypeValues>[] = ['name', 'max_weight_kg', 'max_volume_cbm'];

export function BoxTypeForm({ row, readOnly, onSaved, onStale, onCancel }: EntityFormProps<BoxTypeRow>) {
  const { t } = useTranslation();
  const form = useForm<BoxTypeValues, unknown, CreateBoxTypeRequest>({
    resolver: zodResolver(createBoxTypeRequestSchema, localizedZodErrors),
    defaultValues: {
      name: row?.name ?? '',
      max_weight_kg: row?.max_weight_kg ?? null,
      max_volume_cbm: row?.max_volume_cbm ?? null,
    },
  });
  const submit = useMasterSubmit(form, {
    entity: 'box-type',
    row,
    onSaved,
    fields: BOX_FIELDS,
    uniqueLabels: { name: t('masterData.boxType.name') },
    onStale,
  });
  const { control } = form;
  return (
    <MasterForm
      label={row?.name ?? t('masterData.create.box-type')}
      readOnly={readOnly}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField
        control={control}
        name="name"
        label={t('masterData.boxType.name')}
        required
        maxLength={100}
      />
      <Row gutter={[16, 0]}>
        <Col {...HALF}>
          <NumberField
            control={control}
            name="max_weight_kg"
            label={t('masterData.boxType.maxWeight')}
            min={0}
          />
        </Col>
        <Col {...HALF}>
          <NumberField
            control={control}
            name="max_volume_cbm"
            label={t('masterData.boxType.maxVolume')}
            min={0}
            step={0.1}
          />
        </Col>
      </Row>
    </MasterForm>
  );
}

type GroupValues = z.input<typeof createVehicleGroupRequestSchema>;

export function VehicleGroupForm({
  row,
  readOnly,
  onSaved,
  onStale,
  onCancel,
}: EntityFormProps<VehicleGroupRow>) {
  const { t } = useTranslation();
  const form = useForm<GroupValues, unknown, CreateVehicleGroupRequest>({
    resolver: zodResolver(createVehicleGroupRequestSchema, localizedZodErrors),
    defaultValues: { name: row?.name ?? '', vehicle_ids: row?.vehicle_ids ?? [] },
  });
  const submit = useMasterSubmit(form, {
    entity: 'vehicle-group',
    row,
    onSaved,
    fields: ['name', 'vehicle_ids'],
    uniqueLabels: { name: t('masterData.vehicleGroup.name') },
    onStale,
  });
  return (
    <MasterForm
      label={row?.name ?? t('masterData.create.vehicle-group')}
      readOnly={readOnly}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField
        control={form.control}
        name="name"
        label={t('masterData.vehicleGroup.name')}
        required
        maxLength={100}
      />
      <VehiclesField control={form.control} known={row?.vehicles ?? []} />
    </MasterForm>
  );
}
