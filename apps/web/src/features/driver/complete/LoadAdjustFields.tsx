import type { DriverLoad } from '@armada/domain';
import { Card, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompletionErrors, LoadInput } from './completion-form';

interface LoadAdjustFieldsProps {
  loads: readonly DriverLoad[];
  values: Record<string, LoadInput>;
  errors: CompletionErrors;
  onChange: (loadId: string, input: LoadInput) => void;
}

/** The actual quantity per load, left empty when it is as planned; a reduction asks for a reason. */
export function LoadAdjustFields({ loads, values, errors, onChange }: LoadAdjustFieldsProps) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('driver.complete.adjustTitle')}>
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('driver.complete.adjustHint')}</Typography.Text>
        {loads.map((load) => {
          const input = values[load.id] ?? { quantity: '', reason: '' };
          const quantityError = errors[`loads.${load.id}.quantity`];
          const reasonError = errors[`loads.${load.id}.reason`];
          const quantityId = `load-${load.id}-quantity`;
          const reasonId = `load-${load.id}-reason`;
          return (
            <Flex key={load.id} vertical gap={0}>
              <Typography.Text strong>{load.product_name}</Typography.Text>
              <Typography.Text type="secondary">
                {t('driver.complete.planned', { quantity: load.quantity, uom: load.uom })}
              </Typography.Text>
              <Form.Item
                label={t('driver.complete.quantityLabel', { product: load.product_name })}
                htmlFor={quantityId}
                validateStatus={quantityError ? 'error' : undefined}
                help={quantityError}
                style={{ marginBottom: 8 }}
              >
                <Input
                  id={quantityId}
                  inputMode="numeric"
                  size="large"
                  placeholder={String(load.quantity)}
                  value={input.quantity}
                  aria-invalid={Boolean(quantityError)}
                  onChange={(event) => onChange(load.id, { ...input, quantity: event.target.value })}
                />
              </Form.Item>
              <Form.Item
                label={t('driver.complete.reasonLabel', { product: load.product_name })}
                htmlFor={reasonId}
                validateStatus={reasonError ? 'error' : undefined}
                help={reasonError}
                style={{ marginBottom: 8 }}
              >
                <Input
                  id={reasonId}
                  size="large"
                  maxLength={500}
                  value={input.reason}
                  aria-invalid={Boolean(reasonError)}
                  onChange={(event) => onChange(load.id, { ...input, reason: event.target.value })}
                />
              </Form.Item>
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}
