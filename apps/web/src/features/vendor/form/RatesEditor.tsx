import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, InputNumber, Popconfirm, Row, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/FormField';
import type { SelectedItem } from '../../../shared/forms/RemoteSelect';
import { useBoxTypes } from '../api';
import type { BoxTypeOption } from '../types';
import { AddressPicker } from './AddressPicker';
import { emptyRate, type RateField, rateFieldPath, type VendorFormValues } from './form-values';
import { useGroupedNumberInput } from './useGroupedNumberInput';

type Form = UseFormReturn<VendorFormValues>;

interface RatesEditorProps {
  form: Form;
  /** Names of the addresses the vendor's stored rates run between, by id. */
  addressNames: ReadonlyMap<number, string>;
  readOnly: boolean;
}

const HALF = { xs: 24, md: 12 } as const;
const QUARTER = { xs: 24, sm: 12, xl: 6 } as const;

function useNamedAddress(addressNames: ReadonlyMap<number, string>) {
  return (value: unknown): SelectedItem | null => {
    const name = typeof value === 'number' ? addressNames.get(value) : undefined;
    return name === undefined ? null : { value: value as number, label: name };
  };
}

/** A box type brings its capacity along, unless the row already has one. */
function applyBoxType(form: Form, index: number, boxType: BoxTypeOption | undefined) {
  const fill = (field: RateField, capacity: number | null | undefined) => {
    const path = rateFieldPath(index, field);
    if (capacity != null && form.getValues(path) == null)
      form.setValue(path, capacity, { shouldDirty: true });
  };
  fill('total_weight', boxType?.max_weight_kg);
  fill('total_volume', boxType?.max_volume_cbm);
}

interface RateRowProps extends RatesEditorProps {
  index: number;
  /** A row just added takes the focus, so a keyboard user goes on typing its route. */
  autoFocus: boolean;
  onFocused(): void;
  onRemove(): void;
}

function RateRow({ form, index, addressNames, readOnly, autoFocus, onFocused, onRemove }: RateRowProps) {
  const { t } = useTranslation();
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!autoFocus) return;
    card.current?.querySelector<HTMLElement>('input:not([disabled])')?.focus();
    onFocused();
  }, [autoFocus, onFocused]);
  const boxTypes = useBoxTypes();
  const grouped = useGroupedNumberInput();
  const named = useNamedAddress(addressNames);
  const number = index + 1;
  const path = (field: RateField) => rateFieldPath(index, field);
  return (
    <Card
      ref={card}
      size="small"
      title={t('vendor.rates.rate', { number })}
      extra={
        !readOnly && (
          <Popconfirm
            title={t('vendor.rates.removeConfirm')}
            okText={t('vendor.rates.removeOk')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={onRemove}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('vendor.rates.remove', { number })}
            />
          </Popconfirm>
        )
      }
    >
      <Row gutter={[12, 0]}>
        {(['origin_address_id', 'destination_address_id'] as const).map((field) => (
          <Col key={field} {...HALF}>
            <FormField
              control={form.control}
              name={path(field)}
              label={t(field === 'origin_address_id' ? 'vendor.rates.origin' : 'vendor.rates.destination')}
              required
            >
              {(input, a11y) => (
                <AddressPicker
                  value={(input.value as number | null) ?? null}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  selected={named(input.value)}
                  accessibility={a11y}
                  testId={`rate-${index}-${field}`}
                />
              )}
            </FormField>
          </Col>
        ))}
        <Col {...QUARTER}>
          <FormField control={form.control} name={path('box_type_id')} label={t('vendor.rates.boxType')}>
            {(input, a11y) => (
              <Select<number>
                {...a11y}
                value={(input.value as number | null) ?? undefined}
                onChange={(value) => {
                  input.onChange(value ?? null);
                  applyBoxType(
                    form,
                    index,
                    boxTypes.data?.find((box) => box.id === value),
                  );
                }}
                onBlur={input.onBlur}
                options={boxTypes.data?.map((box) => ({ value: box.id, label: box.name }))}
                loading={boxTypes.isPending}
                allowClear
                placeholder={t('vendor.rates.boxTypePlaceholder')}
                style={{ width: '100%' }}
              />
            )}
          </FormField>
        </Col>
        <Col {...QUARTER}>
          <FormField
            control={form.control}
            name={path('base_price')}
            label={t('vendor.rates.basePrice')}
            required
          >
            {(input, a11y) => (
              <InputNumber<number>
                {...a11y}
                {...grouped}
                ref={input.ref}
                value={(input.value as number | null) ?? null}
                onChange={input.onChange}
                onBlur={input.onBlur}
                min={0}
                inputMode="decimal"
                style={{ width: '100%' }}
              />
            )}
          </FormField>
        </Col>
        {(['total_weight', 'total_volume'] as const).map((field) => (
          <Col key={field} {...QUARTER}>
            <FormField
              control={form.control}
              name={path(field)}
              label={t(field === 'total_weight' ? 'vendor.rates.weight' : 'vendor.rates.volume')}
            >
              {(input, a11y) => (
                <InputNumber<number>
                  {...a11y}
                  ref={input.ref}
                  value={(input.value as number | null) ?? null}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  min={0}
                  {...grouped}
                  inputMode="decimal"
                  style={{ width: '100%' }}
                />
              )}
            </FormField>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** The vendor's contract rates: one card per route, added and removed before the vendor is saved. */
export function RatesEditor(props: RatesEditorProps) {
  const { t } = useTranslation();
  const rates = useFieldArray({ control: props.form.control, name: 'rates' });
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const add = () => {
    setFocusIndex(rates.fields.length);
    rates.append(emptyRate(), { shouldFocus: false });
  };
  // The removed row's button is gone; the add button keeps a keyboard user in the rates.
  const remove = (index: number) => {
    rates.remove(index);
    addButton.current?.focus();
  };
  return (
    <Card
      title={t('vendor.rates.title')}
      extra={
        !props.readOnly && (
          <Button ref={addButton} icon={<PlusOutlined aria-hidden />} onClick={add}>
            {t('vendor.rates.add')}
          </Button>
        )
      }
    >
      {rates.fields.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('vendor.rates.empty')} />
      ) : (
        <Flex vertical gap={12}>
          {rates.fields.map((rate, index) => (
            <RateRow
              key={rate.id}
              {...props}
              index={index}
              autoFocus={index === focusIndex}
              onFocused={() => setFocusIndex(null)}
              onRemove={() => remove(index)}
            />
          ))}
        </Flex>
      )}
    </Card>
  );
}
