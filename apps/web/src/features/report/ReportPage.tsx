import { daysInRange, MAX_REPORT_DAYS } from '@armada/domain';
import { Alert, Card, DatePicker, Flex, Skeleton, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../platform/session/session-context';
import { LoadError } from '../../shared/LoadError';
import { PageHeader } from '../../shared/PageHeader';
import { useOperationsReport } from './api';
import { ReportSectionCard } from './components/ReportSectionCard';
import { REPORT_SECTIONS } from './sections';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Without dates in the address the page opens on the last seven days, today included. */
const DEFAULT_DAYS = 7;

dayjs.extend(utc);
dayjs.extend(timezone);

/** The range from the address (`?from=&to=`), or the last week in the company's zone. */
function useReportRange(timeZone: string) {
  const [params, setParams] = useSearchParams();
  const today = dayjs().tz(timeZone).format('YYYY-MM-DD');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const given = DATE.test(from) && DATE.test(to);
  const range = given
    ? { from, to }
    : {
        from: dayjs(today)
          .subtract(DEFAULT_DAYS - 1, 'day')
          .format('YYYY-MM-DD'),
        to: today,
      };
  const days = daysInRange(range.from, range.to);
  const valid = days >= 1 && days <= MAX_REPORT_DAYS;
  const setRange = (next: { from: string; to: string }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('from', next.from);
      updated.set('to', next.to);
      return updated;
    });
  return { range, valid, setRange };
}

/** The route 'Report' (`/report/`, menu 'Laporan'; issue 26 item 11). */
export function ReportPage() {
  const { t } = useTranslation();
  const timeZone = useCurrentUser().company.time_zone;
  const { range, valid, setRange } = useReportRange(timeZone);
  const report = useOperationsReport(valid ? range : null);
  const value: [Dayjs, Dayjs] = [dayjs(range.from), dayjs(range.to)];

  return (
    <>
      <PageHeader title={t('report.title')} subtitle={t('report.subtitle', { zone: timeZone })} />
      <Flex vertical gap={16}>
        <Card size="small">
          <Flex wrap gap={8} align="center">
            <Typography.Text id="report-range-label">{t('report.range')}</Typography.Text>
            <DatePicker.RangePicker
              aria-labelledby="report-range-label"
              value={value}
              format="DD MMM YYYY"
              allowClear={false}
              onChange={(dates) => {
                const [start, end] = dates ?? [];
                if (start && end)
                  setRange({ from: start.format('YYYY-MM-DD'), to: end.format('YYYY-MM-DD') });
              }}
            />
          </Flex>
        </Card>
        {!valid && <Alert type="error" showIcon title={t('report.invalidRange', { max: MAX_REPORT_DAYS })} />}
        {valid && report.isPending && <Skeleton active paragraph={{ rows: 10 }} />}
        {valid && report.isError && !report.data && (
          <LoadError
            variant="page"
            title={t('report.loadError')}
            message={report.error.message}
            onRetry={() => void report.refetch()}
            retrying={report.isFetching}
          />
        )}
        {report.data &&
          REPORT_SECTIONS.map((section) => (
            <ReportSectionCard
              key={section.key}
              section={section}
              rows={section.rows(report.data)}
              range={{ from: report.data.from, to: report.data.to }}
            />
          ))}
      </Flex>
    </>
  );
}
