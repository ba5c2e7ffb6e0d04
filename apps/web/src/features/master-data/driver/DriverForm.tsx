import { type CreateDriverRequest, createDriverRequestSchema, DATE_FORMAT } from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Col, DatePicker, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '../../../shared/forms/FormField';
import { localizedZodErrors } from '../../../shared/forms/localized-zod-errors';
import { MasterForm } from '../common/FormActions';
import { SwitchField, TextField } from '../common/fields';
import type { EntityFormProps } from '../common/MasterDataList';
import { useMasterSubmit } from '../common/useMasterSubmit';
import type { DriverRow } from '../types';

type Values = z.input<typeof createDriverRequestSchema>;

const FIELDS: Path<Values>[] = [
  'name',
  'email',
  'phone_no',
  'device_id',
  'licence_number',
  'licence_expiry',
  'is_active',
];
const HALF = { xs: 24, md: 12 } as const;
const API_DATE = 'YYYY-MM-DD';

function valuesOf(row: DriverRow | undefined): Values {
  return {
    name: row?.name ?? '',
    email: row?.email ?? '',
    phone_no: row?.phone_no ?? '',
    device_id: row?.device_id ?? null,
    licence_number: row?.licence_number ?? null,
    licence_expiry: row?.licence_expiry ?? null,
    is_active: row?.is_active ?? true,
  };
}

/** A driver: a user with the driver role, their phone, Smart Driver device and licence. */
export function DriverForm({ row, readOnly, onSaved, onStale, onCancel }: EntityFormProps<DriverRow>) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, CreateDriverRequest>({
    resolver: zodResolver(createDriverRequestSchema, localizedZodErrors),
    defaultValues: valuesOf(row),
  });
  const submit = useMasterSubmit(form, {
    entity: 'driver',
    row,
    onSaved,
    fields: FIELDS,
    uniqueLabels: { email: t('masterData.driver.email'), device_id: t('masterData.driver.deviceId') },
    onStale,
  });
  const { control } = form;

  return (
    <MasterForm
      label={row?.name ?? t('masterData.create.driver')}
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
            label={t('masterData.driver.name')}
            required
            maxLength={100}
          />
        </Col>
        <Col {...HALF}>
          <TextField
            control={control}
            name="email"
            label={t('masterData.driver.email')}
            required
            type="email"
            maxLength={200}
          />
        </Col>
        <Col {...HALF}>
          <TextField
            control={control}
            name="phone_no"
            label={t('masterData.driver.phone')}
            required
            type="tel"
            placeholder={t('masterData.address.phonePlaceholder')}
          />
        </Col>
        <Col {...HALF}>
          <TextField
            control={control}
            name="device_id"
            label={t('masterData.driver.deviceId')}
            extra={t('masterData.driver.deviceIdHint')}
            nullable
            maxLength={100}
          />
        </Col>
        <Col {...HALF}>
          <TextField
            control={control}
            name="licence_number"
            label={t('masterData.driver.licenceNumber')}
            nullable
            maxLength={50}
          />
        </Col>
        <Col {...HALF}>
          <FormField control={control} name="licence_expiry" label={t('masterData.driver.licenceExpiry')}>
            {(field, a11y) => (
              <DatePicker
                {...a11y}
                value={field.value ? dayjs(field.value as string, API_DATE) : null}
                onChange={(day) => field.onChange(day ? day.format(API_DATE) : null)}
                onBlur={field.onBlur}
                format={DATE_FORMAT}
                style={{ width: '100%' }}
              />
            )}
          </FormField>
        </Col>
        <Col {...HALF}>
          <SwitchField control={control} name="is_active" label={t('masterData.driver.active')} />
        </Col>
      </Row>
      {!row && (
        <Typography.Paragraph type="secondary">{t('masterData.driver.passwordHint')}</Typography.Paragraph>
      )}
    </MasterForm>
  );
}
