import {
  type ActivityType,
  currentActualQuantity,
  type DeliveryLoadResponse,
  type FieldErrorCode,
  fieldErrorMessage,
} from '@armada/domain';
import { Flex, Input, Table, type TableColumnsType, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useLabelledTable } from '../../../shared/ListTable/table-parts';
import { LongText } from '../../../shared/LongText';
import { useNumberFormat } from '../../../shared/useNumberFormat';
import { type AdjustInputs, type AdjustRowInput, toAdjustableLoad } from './adjust-rows';

export interface AdjustLoadTableProps {
  type: ActivityType;
  loads: readonly DeliveryLoadResponse[];
  inputs: AdjustInputs;
  onChange: (loadId: string, next: Partial<AdjustRowInput>) => void;
  /** Live problems of the quantities, by load id. */
  quantityProblems: ReadonlyMap<string, FieldErrorCode>;
  /** Reductions without a reason, by load id (live). */
  missingReasons: ReadonlySet<string>;
  /** Messages the server gave, by `<loadId>.<field>`. */
  serverErrors: Readonly<Record<string, string>>;
  /** Rows flagged by a refused save for their missing reason (section 8 'Adjust'). */
  highlighted: ReadonlySet<string>;
  label: string;
}

function FieldMessage({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <Typography.Text type="danger" id={id} style={{ fontSize: 12 }}>
      {text}
    </Typography.Text>
  );
}

/** The 'Ubah Kuantitas Muatan' table: a quantity and a reason per load, each with its live message. */
export function AdjustLoadTable(props: AdjustLoadTableProps) {
  const { type, loads, inputs, onChange, quantityProblems, missingReasons, serverErrors, highlighted } =
    props;
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { token } = theme.useToken();
  const format = useNumberFormat();
  const components = useLabelledTable(props.label);

  const quantityError = (load: DeliveryLoadResponse) => {
    const code = quantityProblems.get(load.id);
    return code ? fieldErrorMessage(code, language) : serverErrors[`${load.id}.quantity`];
  };
  const reasonError = (load: DeliveryLoadResponse) =>
    missingReasons.has(load.id) || highlighted.has(load.id)
      ? fieldErrorMessage('reason-required', language)
      : serverErrors[`${load.id}.reason`];

  const columns: TableColumnsType<DeliveryLoadResponse> = [
    {
      key: 'product',
      title: t('fleetTaskActivity.loads.product'),
      render: (_, load) => (
        <Flex vertical>
          <LongText text={load.product.name} />
          <Typography.Text type="secondary">{load.product.product_type.name}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'planned',
      title: t('fleetTaskActivity.loads.planned'),
      align: 'right',
      render: (_, load) => `${format(load.quantity)} ${load.uom}`,
    },
    {
      key: 'current',
      title: t('fleetTaskActivity.adjust.current'),
      align: 'right',
      render: (_, load) => `${format(currentActualQuantity(toAdjustableLoad(load), type))} ${load.uom}`,
    },
    {
      key: 'quantity',
      title: t('fleetTaskActivity.adjust.newQuantity'),
      width: 170,
      render: (_, load) => {
        const error = quantityError(load);
        const errorId = `adjust-${load.id}-quantity-error`;
        return (
          <Flex vertical gap={2}>
            <Input
              value={inputs[load.id]?.quantity ?? ''}
              onChange={(event) => onChange(load.id, { quantity: event.target.value })}
              inputMode="numeric"
              suffix={load.uom}
              status={error ? 'error' : undefined}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              aria-label={t('fleetTaskActivity.adjust.newQuantityLabel', { product: load.product.name })}
            />
            <FieldMessage id={errorId} text={error} />
          </Flex>
        );
      },
    },
    {
      key: 'reason',
      title: t('fleetTaskActivity.adjust.reason'),
      width: 260,
      render: (_, load) => {
        const error = reasonError(load);
        const errorId = `adjust-${load.id}-reason-error`;
        return (
          <Flex vertical gap={2}>
            <Input
              value={inputs[load.id]?.reason ?? ''}
              onChange={(event) => onChange(load.id, { reason: event.target.value })}
              maxLength={500}
              placeholder={t('fleetTaskActivity.adjust.reasonPlaceholder')}
              status={error ? 'error' : undefined}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              aria-label={t('fleetTaskActivity.adjust.reasonLabel', { product: load.product.name })}
            />
            <FieldMessage id={errorId} text={error} />
          </Flex>
        );
      },
    },
  ];

  return (
    <Table<DeliveryLoadResponse>
      components={components}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={[...loads]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(load) =>
        highlighted.has(load.id)
          ? ({ 'data-missing-reason': 'true', style: { background: token.colorErrorBg } } as object)
          : {}
      }
    />
  );
}
