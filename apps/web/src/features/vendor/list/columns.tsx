import { formatRupiah, formatVolume, formatWeight, hasScope, type ListSort } from '@armada/domain';
import { Flex, Skeleton } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import type { ListTableColumn } from '../../../shared/ListTable';
import { vendorDetailPath } from '../../../shared/paths/vendor';
import { VendorStatus } from '../components/VendorStatus';
import type { Vendor, VendorRateRow } from '../types';

/** The server's order when no sort is chosen (its list definition): by name. */
export const VENDOR_DEFAULT_SORT: ListSort = { field: 'name', direction: 'asc' };

/** Rates shown in a row; the rest are on the vendor's page, where the row links. */
export const RATES_SHOWN = 3;

type Column = ListTableColumn<Vendor>;

/** The rates of the page's vendors by vendor id; undefined while they load or when they failed. */
export type RatesByVendor = Map<number, VendorRateRow[]> | undefined;

const dash = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : value;

/**
 * One line per rate, in the same order in every rate column, so a row reads across as one route:
 * price, origin, destination, box and capacity.
 */
function RateLines({
  vendor,
  rates,
  loading,
  render,
  withMore = false,
}: {
  vendor: Vendor;
  rates: RatesByVendor;
  loading: boolean;
  render: (rate: VendorRateRow) => ReactNode;
  withMore?: boolean;
}) {
  const { t } = useTranslation();
  if (!rates) return loading ? <Skeleton.Button active size="small" /> : '-';
  const own = rates.get(vendor.id) ?? [];
  if (own.length === 0) return '-';
  const more = own.length - RATES_SHOWN;
  return (
    <Flex vertical gap={4}>
      {own.slice(0, RATES_SHOWN).map((rate) => (
        <span key={rate.id} style={{ whiteSpace: 'nowrap' }}>
          {render(rate)}
        </span>
      ))}
      {withMore && more > 0 && (
        <Link to={vendorDetailPath(vendor.id)}>{t('vendor.moreRates', { count: more })}</Link>
      )}
    </Flex>
  );
}

/** The vendor list's columns; the rate columns come from the rates of the vendors on the page. */
export function useVendorColumns(rates: RatesByVendor, ratesLoading: boolean): Column[] {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const user = useCurrentUser();
  const canOpen = hasScope(user.scopes, 'vms:read');

  return useMemo(() => {
    const lines = (render: (rate: VendorRateRow) => ReactNode, withMore = false) =>
      function RateCell(_: unknown, vendor: Vendor) {
        return (
          <RateLines
            vendor={vendor}
            rates={rates}
            loading={ratesLoading}
            render={render}
            withMore={withMore}
          />
        );
      };
    const columns: Column[] = [
      {
        key: 'name',
        title: t('vendor.columns.name'),
        sortKey: 'name',
        fixed: 'left',
        render: (_, vendor) =>
          canOpen ? <Link to={vendorDetailPath(vendor.id)}>{vendor.name}</Link> : vendor.name,
      },
      {
        key: 'status',
        title: t('vendor.columns.status'),
        sortKey: 'status.name',
        render: (_, vendor) => <VendorStatus vendor={vendor} />,
      },
      {
        key: 'contractNumber',
        title: t('vendor.columns.contractNumber'),
        sortKey: 'contract_number',
        render: (_, vendor) => dash(vendor.contract_number),
      },
      {
        key: 'basePrice',
        title: t('vendor.columns.basePrice'),
        align: 'right',
        render: lines((rate) => formatRupiah(rate.base_price, language), true),
      },
      {
        key: 'origin',
        title: t('vendor.columns.origin'),
        render: lines((rate) => <span title={rate.origin.city}>{rate.origin.name}</span>),
      },
      {
        key: 'destination',
        title: t('vendor.columns.destination'),
        render: lines((rate) => <span title={rate.destination.city}>{rate.destination.name}</span>),
      },
      {
        key: 'boxType',
        title: t('vendor.columns.boxType'),
        render: lines((rate) => dash(rate.box_type?.name)),
      },
      {
        key: 'weight',
        title: t('vendor.columns.weight'),
        align: 'right',
        render: lines((rate) => formatWeight(rate.total_weight, language)),
      },
      {
        key: 'volume',
        title: t('vendor.columns.volume'),
        align: 'right',
        render: lines((rate) => formatVolume(rate.total_volume, language)),
      },
    ];
    // A vendor with several rates is several lines high: every cell starts at its top, so each rate
    // reads across the row on one line.
    return columns.map((column) => ({ ...column, onCell: () => ({ style: { verticalAlign: 'top' } }) }));
  }, [t, language, canOpen, rates, ratesLoading]);
}
