import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldAccessibility } from './FormField';

/** Indonesia's three zones first, by the names people use (WIB, WITA, WIT). */
const INDONESIAN_ZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;

/** Every zone the browser knows, for a company abroad; the server checks the choice again. */
function otherZones(): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.filter((zone) => !(INDONESIAN_ZONES as readonly string[]).includes(zone));
}

/** A searchable time-zone picker (IANA names) for a company's time zone. */
export function TimeZoneSelect({
  value,
  onChange,
  onBlur,
  accessibility,
}: {
  value: string | undefined;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  accessibility: FieldAccessibility;
}) {
  const { t } = useTranslation();
  const options = useMemo(
    () => [
      ...INDONESIAN_ZONES.map((zone) => ({ value: zone, label: t(`account.timeZones.${zone}`) })),
      ...otherZones().map((zone) => ({ value: zone, label: zone })),
    ],
    [t],
  );
  return (
    <Select
      {...accessibility}
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      options={options}
      style={{ width: '100%' }}
    />
  );
}
