import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_TRANSITS_PER_ORDER } from '@armada/domain';
import { Button, Flex, Form, Typography } from 'antd';
import { useId } from 'react';
import { useController, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type DeliveryFieldPath, type FieldsForm, type PickerLabels, selectedOf } from './form-values';
import { AddressPicker } from './pickers';

/** Blank until an address is chosen; the schema then asks for it ('Wajib diisi'). */
const BLANK = null as unknown as number;

interface TransitRowProps {
  index: number;
  count: number;
  value: number | null;
  error: string | undefined;
  labels: PickerLabels;
  locked: boolean;
  onChange(value: number | null): void;
  onMove(offset: -1 | 1): void;
  onRemove(): void;
}

function TransitRow({
  index,
  count,
  value,
  error,
  labels,
  locked,
  onChange,
  onMove,
  onRemove,
}: TransitRowProps) {
  const { t } = useTranslation();
  const id = useId();
  const number = index + 1;
  return (
    <Form.Item
      label={t('deliveryForm.transit', { index: number })}
      htmlFor={id}
      required
      validateStatus={error ? 'error' : undefined}
      help={error && <span id={`${id}-error`}>{error}</span>}
    >
      <Flex gap={4} align="center">
        <div style={{ flex: 1, minWidth: 0 }}>
          <AddressPicker
            value={value}
            onChange={onChange}
            selected={selectedOf(labels, 'address', value)}
            accessibility={{
              id,
              'aria-invalid': Boolean(error),
              'aria-describedby': error ? `${id}-error` : undefined,
              'aria-required': true,
            }}
            testId={`transit-${index}`}
            disabled={locked}
          />
        </div>
        <Button
          icon={<ArrowUpOutlined aria-hidden />}
          aria-label={t('deliveryForm.moveTransitUp', { index: number })}
          disabled={locked || index === 0}
          onClick={() => onMove(-1)}
        />
        <Button
          icon={<ArrowDownOutlined aria-hidden />}
          aria-label={t('deliveryForm.moveTransitDown', { index: number })}
          disabled={locked || index === count - 1}
          onClick={() => onMove(1)}
        />
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('deliveryForm.removeTransit', { index: number })}
          disabled={locked}
          onClick={onRemove}
        />
      </Flex>
    </Form.Item>
  );
}

/**
 * The stops of a TRANSIT order between origin and destination, in order: add, move and remove. The
 * ids are plain numbers, so the list is one controlled array rather than a field array of objects.
 */
export function TransitList({
  form,
  labels,
  locked,
}: {
  form: FieldsForm;
  labels: PickerLabels;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const shipmentType = useWatch({ control: form.control, name: 'shipment_type' });
  const { field } = useController({ control: form.control, name: 'transit_address_ids' });
  const { errors } = useFormState({ control: form.control, name: 'transit_address_ids' });
  if (shipmentType !== 'TRANSIT') return null;

  const ids = (field.value ?? []) as (number | null)[];
  const rowErrors = (errors.transit_address_ids ?? []) as unknown as ({ message?: string } | undefined)[];
  const change = (next: (number | null)[]) => {
    field.onChange(next);
    // Messages follow the rows they were about once rows move: checked again against the new order.
    if (form.formState.isSubmitted) void form.trigger('transit_address_ids');
  };
  const set = (index: number, value: number | null) => {
    change(ids.map((current, at) => (at === index ? value : current)));
    form.clearErrors(`transit_address_ids.${index}` as DeliveryFieldPath);
  };
  const move = (index: number, offset: -1 | 1) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    next.splice(index + offset, 0, moved ?? null);
    change(next);
  };
  return (
    <Flex vertical>
      <Typography.Text type="secondary" style={{ marginBottom: 8 }}>
        {t('deliveryForm.transitHint')}
      </Typography.Text>
      {ids.map((value, index) => (
        <TransitRow
          // Rows have no id of their own; the position is what the server's messages name too.
          key={index}
          index={index}
          count={ids.length}
          value={value}
          error={rowErrors[index]?.message}
          labels={labels}
          locked={locked}
          onChange={(next) => set(index, next)}
          onMove={(offset) => move(index, offset)}
          onRemove={() => change(ids.filter((_, at) => at !== index))}
        />
      ))}
      {!locked && ids.length < MAX_TRANSITS_PER_ORDER && (
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() => change([...ids, BLANK])}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('deliveryForm.addTransit')}
        </Button>
      )}
    </Flex>
  );
}
