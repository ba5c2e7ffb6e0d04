import {
  type CreateCustomerRequest,
  type CreateProductRequest,
  createCustomerRequestSchema,
  createProductRequestSchema,
  createProductTypeRequestSchema,
} from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Col, Row } from 'antd';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { localizedZodErrors } from '../../../shared/forms/localized-zod-errors';
import { MasterForm } from '../common/FormActions';
import { EntitySelectField, NumberField, TextField } from '../common/fields';
import type { EntityFormProps } from '../common/MasterDataList';
import { singleNameForm } from '../common/SingleNameForm';
import { useMasterSubmit } from '../common/useMasterSubmit';
import type { CustomerRow, ProductRow, ProductTypeRow } from '../types';

const HALF = { xs: 24, md: 12 } as const;

type CustomerValues = z.input<typeof createCustomerRequestSchema>;

export function CustomerForm({ row, readOnly, onSaved, onStale, onCancel }: EntityFormProps<CustomerRow>) {
  const { t } = useTranslation();
  const form = useForm<CustomerValues, unknown, CreateCustomerRequest>({
    resolver: zodResolver(createCustomerRequestSchema, localizedZodErrors),
    defaultValues: {
      name: row?.name ?? '',
      phone_number: row?.phone_number ?? null,
      email: row?.email ?? null,
    },
  });
  const submit = useMasterSubmit(form, {
    entity: 'customer',
    row,
    onSaved,
    fields: ['name', 'phone_number', 'email'],
    onStale,
  });
  const { control } = form;
  return (
    <MasterForm
      label={row?.name ?? t('masterData.create.customer')}
      readOnly={readOnly}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField
        control={control}
        name="name"
        label={t('masterData.customer.name')}
        required
        maxLength={100}
      />
      <Row gutter={[16, 0]}>
        <Col {...HALF}>
          <TextField
            control={control}
            name="phone_number"
            label={t('masterData.customer.phone')}
            nullable
            type="tel"
            placeholder={t('masterData.address.phonePlaceholder')}
          />
        </Col>
        <Col {...HALF}>
          <TextField
            control={control}
            name="email"
            label={t('masterData.customer.email')}
            nullable
            type="email"
            maxLength={200}
          />
        </Col>
      </Row>
    </MasterForm>
  );
}

export const ProductTypeForm = singleNameForm<ProductTypeRow, 'name'>({
  entity: 'product-type',
  schema: createProductTypeRequestSchema,
  field: 'name',
  labelOf: (t) => t('masterData.productType.name'),
});

type ProductValues = z.input<typeof createProductRequestSchema>;
const PRODUCT_FIELDS: Path<ProductValues>[] = [
  'name',
  'product_type_id',
  'uom',
  'conversion_weight_value',
  'conversion_volume_value',
];

export function ProductForm({ row, readOnly, onSaved, onStale, onCancel }: EntityFormProps<ProductRow>) {
  const { t } = useTranslation();
  const form = useForm<ProductValues, unknown, CreateProductRequest>({
    resolver: zodResolver(createProductRequestSchema, localizedZodErrors),
    defaultValues: {
      name: row?.name ?? '',
      product_type_id: row?.product_type_id ?? (null as unknown as number),
      uom: row?.uom ?? '',
      conversion_weight_value: row?.conversion_weight_value ?? (null as unknown as number),
      conversion_volume_value: row?.conversion_volume_value ?? (null as unknown as number),
    },
  });
  const submit = useMasterSubmit(form, {
    entity: 'product',
    row,
    onSaved,
    fields: PRODUCT_FIELDS,
    onStale,
  });
  const { control } = form;
  return (
    <MasterForm
      label={row?.name ?? t('masterData.create.product')}
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
            label={t('masterData.product.name')}
            required
            maxLength={100}
          />
        </Col>
        <Col {...HALF}>
          <EntitySelectField<ProductValues, ProductTypeRow>
            control={control}
            name="product_type_id"
            label={t('masterData.product.type')}
            required
            entity="product-type"
            itemLabel={(type) => type.name}
            selected={row ? { value: row.product_type.id, label: row.product_type.name } : null}
          />
        </Col>
        <Col xs={24} md={8}>
          <TextField
            control={control}
            name="uom"
            label={t('masterData.product.uom')}
            required
            maxLength={30}
          />
        </Col>
        <Col xs={12} md={8}>
          <NumberField
            control={control}
            name="conversion_weight_value"
            label={t('masterData.product.weight')}
            required
            min={0}
          />
        </Col>
        <Col xs={12} md={8}>
          <NumberField
            control={control}
            name="conversion_volume_value"
            label={t('masterData.product.volume')}
            required
            min={0}
            step={0.01}
          />
        </Col>
      </Row>
    </MasterForm>
  );
}
