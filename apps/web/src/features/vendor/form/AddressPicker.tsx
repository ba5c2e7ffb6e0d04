import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldAccessibility } from '../../../shared/forms/FormField';
import { RemoteSelect, type SelectedItem } from '../../../shared/forms/RemoteSelect';
import { useDebouncedValue } from '../../../shared/useDebounce';
import { useAddressOptions } from '../api';
import type { AddressOption } from '../types';

interface AddressPickerProps {
  value: number | null;
  onChange(value: number | null): void;
  onBlur(): void;
  /** The address as the vendor's rate names it, for before the options are loaded. */
  selected: SelectedItem | null;
  accessibility: FieldAccessibility;
  testId: string;
}

const addressValue = (address: AddressOption) => address.id;
const addressLabel = (address: AddressOption) => address.name;

/** An origin or destination of a rate: any of the company's addresses, searched on the server. */
export function AddressPicker(props: AddressPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // Options load once the picker is first opened, not for every rate row on the page.
  const [opened, setOpened] = useState(false);
  const addresses = useAddressOptions(useDebouncedValue(search), opened);
  return (
    <RemoteSelect
      {...props}
      items={addresses.data}
      loading={addresses.isFetching}
      onSearch={setSearch}
      onOpen={() => setOpened(true)}
      itemValue={addressValue}
      itemLabel={addressLabel}
      renderItem={(address) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {address.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
            {`${address.city} · ${address.full_name}`}
          </Typography.Text>
        </Flex>
      )}
      placeholder={t('vendor.rates.addressPlaceholder')}
    />
  );
}
