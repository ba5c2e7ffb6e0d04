import { fieldErrorMessage, type ImportProblem, importColumn } from '@armada/domain';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../platform/i18n/useLanguage';

interface ProblemRow extends ImportProblem {
  key: number;
}

/** Every problem of the file with its row, its column as the template names it, and the message. */
export function ImportProblemTable({ problems }: { problems: readonly ImportProblem[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const columns: TableColumnsType<ProblemRow> = [
    {
      title: t('deliveryImport.columns.row'),
      dataIndex: 'row',
      width: 72,
      render: (row: number | null) => row ?? t('deliveryImport.wholeFile'),
    },
    {
      title: t('deliveryImport.columns.column'),
      dataIndex: 'column',
      width: '35%',
      render: (_: unknown, problem) => (problem.column ? importColumn(problem.column).header : '–'),
    },
    {
      title: t('deliveryImport.columns.problem'),
      key: 'message',
      render: (_: unknown, problem) => fieldErrorMessage(problem.code, language, problem.params),
    },
  ];
  return (
    <Table<ProblemRow>
      size="small"
      columns={columns}
      dataSource={problems.map((problem, index) => ({ ...problem, key: index }))}
      pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
    />
  );
}
