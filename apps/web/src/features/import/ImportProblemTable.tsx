import {
  type AnyImportDefinition,
  fieldErrorMessage,
  type ImportProblem,
  importColumnOf,
} from '@armada/domain';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../platform/i18n/useLanguage';

interface ProblemRow extends ImportProblem {
  key: number;
}

/** Every problem of the file with its row, its column as the template names it, and the message. */
export function ImportProblemTable({
  definition,
  problems,
}: {
  definition: AnyImportDefinition;
  problems: readonly ImportProblem[];
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const columns: TableColumnsType<ProblemRow> = [
    {
      title: t('dataImport.columns.row'),
      dataIndex: 'row',
      width: 72,
      render: (row: number | null) => row ?? t('dataImport.wholeFile'),
    },
    {
      title: t('dataImport.columns.column'),
      dataIndex: 'column',
      width: '35%',
      render: (_: unknown, problem) =>
        problem.column ? importColumnOf(definition, problem.column).header : '–',
    },
    {
      title: t('dataImport.columns.problem'),
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
