import { PAIRING_CODE_VALID_DAYS, VENDOR_STATUSES } from '@armada/domain';
import { Card, Col, Flex, Input, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/FormField';
import type { VendorFormValues } from './form-values';

type Form = UseFormReturn<VendorFormValues>;

const HALF = { xs: 24, md: 12 } as const;

/** An emptied optional field means "none", which the API takes as null. */
const orNull = (value: string) => (value === '' ? null : value);

export function VendorDetailsCard({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { control } = form;
  return (
    <Card title={t('vendor.form.details')}>
      <Row gutter={[16, 0]}>
        <Col {...HALF}>
          <FormField control={control} name="name" label={t('vendor.form.name')} required>
            {(field, a11y) => (
              <Input {...field} {...a11y} value={(field.value as string) ?? ''} maxLength={100} />
            )}
          </FormField>
        </Col>
        <Col {...HALF}>
          <FormField
            control={control}
            name="status"
            label={t('vendor.form.status')}
            extra={t('vendor.form.statusHint')}
          >
            {(field, a11y) => (
              <Select
                {...a11y}
                value={field.value as string}
                onChange={field.onChange}
                onBlur={field.onBlur}
                options={VENDOR_STATUSES.map((status) => ({
                  value: status,
                  label: t(status === 'ACTIVE' ? 'vendor.status.active' : 'vendor.status.inactive'),
                }))}
              />
            )}
          </FormField>
        </Col>
        <Col {...HALF}>
          <FormField control={control} name="contract_number" label={t('vendor.form.contractNumber')}>
            {(field, a11y) => (
              <Input {...field} {...a11y} value={(field.value as string | null) ?? ''} maxLength={100} />
            )}
          </FormField>
        </Col>
        <Col {...HALF}>
          <FormField
            control={control}
            name="phone_number"
            label={t('vendor.form.phone')}
            extra={t('vendor.form.phoneHint')}
          >
            {(field, a11y) => (
              <Input
                {...field}
                {...a11y}
                value={(field.value as string | null) ?? ''}
                onChange={(event) => field.onChange(orNull(event.target.value))}
                type="tel"
                autoComplete="off"
                placeholder={t('vendor.form.phonePlaceholder')}
              />
            )}
          </FormField>
        </Col>
        <Col {...HALF}>
          <FormField control={control} name="email" label={t('vendor.form.email')}>
            {(field, a11y) => (
              <Input
                {...field}
                {...a11y}
                value={(field.value as string | null) ?? ''}
                onChange={(event) => field.onChange(orNull(event.target.value))}
                type="email"
                autoComplete="off"
              />
            )}
          </FormField>
        </Col>
      </Row>
    </Card>
  );
}

/**
 * The only way to connect a vendor to another company on the platform: a code that company issued.
 * `status` says whether the vendor is connected now (and offers to disconnect it).
 */
export function PairingCard({
  form,
  connected,
  status,
}: {
  form: Form;
  connected: boolean;
  status?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('vendor.form.pairing')}>
      <Flex vertical gap={16}>
        {status}
        <FormField
          control={form.control}
          name="pairing_code"
          label={t('vendor.form.pairingCode')}
          extra={
            connected
              ? t('vendor.form.pairingHelpConnected')
              : t('vendor.form.pairingHelp', { days: PAIRING_CODE_VALID_DAYS })
          }
        >
          {(field, a11y) => (
            <Input
              {...field}
              {...a11y}
              // An empty field sends no code at all: the vendor stays as it is. Codes are shown in capitals,
              // as the vendor company sees them; the server ignores case, spaces and dashes.
              value={(field.value as string | undefined) ?? ''}
              onChange={(event) => {
                const typed = event.target.value.toUpperCase();
                field.onChange(typed === '' ? undefined : typed);
              }}
              placeholder={t('vendor.form.pairingCodePlaceholder')}
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              style={{ maxWidth: 360 }}
            />
          )}
        </FormField>
      </Flex>
    </Card>
  );
}
