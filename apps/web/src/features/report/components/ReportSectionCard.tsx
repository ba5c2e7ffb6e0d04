import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Empty, Row, Skeleton, Space, Table, type TableColumnsType } from 'antd';
import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../shared/useNumberFormat';
import { VisuallyHidden } from '../../../shared/VisuallyHidden';
import { CSV_TYPE, csvText, exportFileName, exportTable, saveFile, XLSX_TYPE, xlsxBuffer } from '../export';
import type { ReportSection } from '../sections';
import type { ChartPoint } from './ReportChart';

const ReportChart = lazy(() => import('./ReportChart'));

/** The chart is an extra beside the table: if it cannot draw, the table and exports stay. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Whether the browser can draw on a canvas, which the chart library needs (a locked-down browser or
 * a test DOM cannot): without it the table and the exports still serve.
 */
let canvasSupport: boolean | undefined;
function canDrawCharts(): boolean {
  if (canvasSupport === undefined) {
    try {
      canvasSupport = document.createElement('canvas').getContext('2d') !== null;
    } catch {
      canvasSupport = false;
    }
  }
  return canvasSupport;
}

/** Charts show the first rows (the server orders the biggest first); the table and files hold all. */
const CHART_ROWS = 15;

interface ReportSectionCardProps<R> {
  section: ReportSection<R>;
  rows: R[];
  range: { from: string; to: string };
}

function ExportButtons<R>({ section, rows, range }: ReportSectionCardProps<R>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const title = t(`report.sections.${section.key}.title`);
  const table = () => exportTable(section, rows, (key) => t(`report.columns.${key}`));
  const xlsx = async () => {
    setBusy(true);
    try {
      saveFile(
        await xlsxBuffer(table(), title),
        XLSX_TYPE,
        exportFileName(section.key, range.from, range.to, 'xlsx'),
      );
    } catch {
      void message.error(t('report.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={busy}
        disabled={rows.length === 0}
        onClick={() => void xlsx()}
        aria-label={t('report.exportXlsxOf', { title })}
      >
        XLSX
      </Button>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        disabled={rows.length === 0}
        onClick={() =>
          saveFile(csvText(table()), CSV_TYPE, exportFileName(section.key, range.from, range.to, 'csv'))
        }
        aria-label={t('report.exportCsvOf', { title })}
      >
        CSV
      </Button>
    </Space>
  );
}

export function ReportSectionCard<R>(props: ReportSectionCardProps<R>) {
  const { section, rows } = props;
  const { t } = useTranslation();
  const format = useNumberFormat();
  const title = t(`report.sections.${section.key}.title`);
  const columns: TableColumnsType<R> = section.columns.map((column) => ({
    key: column.key,
    title: t(`report.columns.${column.title}`),
    align: column.numeric ? 'right' : 'left',
    render: (_: unknown, row: R) => {
      const value = column.value(row);
      if (value === null) return '–';
      return column.numeric ? format(value) : String(value);
    },
  }));
  const points: ChartPoint[] = rows.slice(0, CHART_ROWS).flatMap((row) =>
    section.chart.series.flatMap((key) => {
      const column = section.columns.find((candidate) => candidate.key === key);
      const value = column?.value(row);
      return column && typeof value === 'number'
        ? [{ x: section.chart.label(row), series: t(`report.columns.${column.title}`), value }]
        : [];
    }),
  );
  return (
    <Card
      title={<span style={{ whiteSpace: 'normal' }}>{title}</span>}
      extra={<ExportButtons {...props} />}
      styles={{ header: { flexWrap: 'wrap', gap: 8, paddingBlock: 8 } }}
      data-testid={`report-${section.key}`}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={10} style={{ minWidth: 0 }}>
          {points.length === 0 ? (
            <Empty description={t('report.noData')} />
          ) : !canDrawCharts() ? (
            <Empty description={t('report.chartFailed')} />
          ) : (
            <ChartBoundary fallback={<Empty description={t('report.chartFailed')} />}>
              <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 260 }} />}>
                <ReportChart kind={section.chart.kind} data={points} label={t('report.chartOf', { title })} />
              </Suspense>
            </ChartBoundary>
          )}
        </Col>
        <Col xs={24} xxl={14} style={{ minWidth: 0 }}>
          <Table<R>
            size="small"
            columns={columns}
            dataSource={rows}
            rowKey={section.rowKey}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('report.noData')} /> }}
            caption={<VisuallyHidden>{title}</VisuallyHidden>}
          />
        </Col>
      </Row>
    </Card>
  );
}
