import type { Customer, Product } from '@armada/domain';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldAccessibility } from '../../../shared/forms/FormField';
import { RemoteSelect, type SelectedItem } from '../../../shared/forms/RemoteSelect';
import { useDebouncedValue } from '../../../shared/useDebounce';
import { type AddressOption, useAddressOptions, useCustomerOptions, useProductOptions } from '../api';

export interface PickerProps {
  value: number | null;
  onChange(value: number | null): void;
  onBlur?(): void;
  /** The choice as the order names it, shown before any search. */
  selected: SelectedItem | null;
  accessibility: FieldAccessibility;
  testId: string;
  disabled?: boolean;
  allowClear?: boolean;
}

/** The search typed into a picker, and whether it was ever opened (options load only then). */
function useSearch() {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  return { search: useDebouncedValue(search), opened, setSearch, open: () => setOpened(true) };
}

function TwoLines({ title, detail }: { title: string; detail: string }) {
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      <Typography.Text strong ellipsis>
        {title}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
        {detail}
      </Typography.Text>
    </Flex>
  );
}

const byId = (item: { id: number }) => item.id;
const byName = (item: { name: string }) => item.name;

export function CustomerPicker(props: PickerProps) {
  const { t } = useTranslation();
  const search = useSearch();
  const customers = useCustomerOptions(search.search, search.opened);
  return (
    <RemoteSelect<Customer>
      {...props}
      items={customers.data}
      loading={customers.isFetching}
      onSearch={search.setSearch}
      onOpen={search.open}
      itemValue={byId}
      itemLabel={byName}
      placeholder={t('deliveryForm.customerPlaceholder')}
    />
  );
}

/** Any of the company's addresses (a customer's shop as well as a garage), searched on the server. */
export function AddressPicker(props: PickerProps) {
  const { t } = useTranslation();
  const search = useSearch();
  const addresses = useAddressOptions(search.search, search.opened);
  return (
    <RemoteSelect<AddressOption>
      {...props}
      items={addresses.data}
      loading={addresses.isFetching}
      onSearch={search.setSearch}
      onOpen={search.open}
      itemValue={byId}
      itemLabel={byName}
      renderItem={(address) => (
        <TwoLines title={address.name} detail={`${address.city} · ${address.full_name}`} />
      )}
      placeholder={t('deliveryForm.addressPlaceholder')}
    />
  );
}

/** A product; the whole product goes to `onProduct` so the load takes its unit and conversions. */
export function ProductPicker({ onProduct, ...props }: PickerProps & { onProduct(product: Product): void }) {
  const { t } = useTranslation();
  const search = useSearch();
  const products = useProductOptions(search.search, search.opened);
  return (
    <RemoteSelect<Product>
      {...props}
      onChange={(value) => {
        const product = products.data?.find((candidate) => candidate.id === value);
        if (product) onProduct(product);
        props.onChange(value);
      }}
      items={products.data}
      loading={products.isFetching}
      onSearch={search.setSearch}
      onOpen={search.open}
      itemValue={byId}
      itemLabel={byName}
      renderItem={(product) => (
        <TwoLines title={product.name} detail={`${product.product_type.name} · ${product.uom}`} />
      )}
      placeholder={t('deliveryForm.loads.productPlaceholder')}
    />
  );
}
