import {
  ALERT_CATEGORIES,
  ALERT_CODES,
  type AlertCodeDefinition,
  alertCodeDefinition,
  alertIconPath,
} from '@armada/domain';
import { Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import type { FieldAccessibility } from '../../../shared/forms/FormField';

interface AlertCodePickerProps {
  value: number | undefined;
  onChange(code: number): void;
  onBlur(): void;
  accessibility: FieldAccessibility;
  disabled?: boolean;
}

/** The catalogue's codes a rule may use, grouped by category, each with its full description. */
export function AlertCodePicker({ value, onChange, onBlur, accessibility, disabled }: AlertCodePickerProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = (code: AlertCodeDefinition) => (language === 'id' ? code.descriptionIdn : code.descriptionEng);
  const full = (code: AlertCodeDefinition) =>
    language === 'id' ? code.fullDescriptionIdn : code.fullDescriptionEng;
  const groups = ALERT_CATEGORIES.map((category) => ({
    label: language === 'id' ? category.categoryIdn : category.categoryEng,
    title: language === 'id' ? category.descriptionIdn : category.descriptionEng,
    options: ALERT_CODES.filter((code) => code.enabledInRule && code.category === category.key).map(
      (code) => ({
        value: code.alertCode,
        label: `${code.alertCode} · ${name(code)}`,
        // Searched as well as the name, so 'rem' finds harsh braking by its description.
        search: `${code.alertCode} ${name(code)} ${full(code)}`.toLowerCase(),
      }),
    ),
  })).filter((group) => group.options.length > 0);
  const chosen = value === undefined ? undefined : alertCodeDefinition(value);
  return (
    <Flex vertical gap={4}>
      <Select<number>
        {...accessibility}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        options={groups}
        disabled={disabled}
        placeholder={t('alertRules.form.alertCodePlaceholder')}
        showSearch={{
          filterOption: (input, option) =>
            typeof option?.search === 'string' && option.search.includes(input.trim().toLowerCase()),
        }}
        optionRender={(option) => {
          const code = alertCodeDefinition(option.value as number);
          if (!code) return option.label;
          return (
            <Flex gap={8} align="start">
              <img
                src={alertIconPath(code.alertCode)}
                alt=""
                width={20}
                height={20}
                style={{ flex: 'none' }}
              />
              <Flex vertical style={{ minWidth: 0 }}>
                <span>{option.label}</span>
                <Typography.Text type="secondary" style={{ whiteSpace: 'normal', fontSize: 12 }}>
                  {full(code)}
                </Typography.Text>
              </Flex>
            </Flex>
          );
        }}
        style={{ width: '100%' }}
      />
      {chosen && (
        <Flex gap={8} align="start">
          <img src={alertIconPath(chosen.alertCode)} alt="" width={24} height={24} style={{ flex: 'none' }} />
          <Typography.Text type="secondary">{full(chosen)}</Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
