import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { importProblemsOfBulkErrors, MAX_BULK_DELIVERY_ORDERS } from '@armada/domain';
import { Alert, App, Button, Card, Flex, Progress, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../platform/api/api-error';
import { PageHeader } from '../../shared/PageHeader';
import { DELIVERY_LIST_PATH } from '../../shared/paths/delivery';
import { useNumberFormat } from '../../shared/useNumberFormat';
import { useBulkCreateDeliveryOrders } from './api';
import { ImportProblemTable } from './ImportProblemTable';
import { downloadTemplate } from './template';
import { type ImportCheckState, useImportCheck } from './useImportCheck';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function CheckProgress({ state }: { state: ImportCheckState }) {
  const { t } = useTranslation();
  const formatNumber = useNumberFormat();
  if (state.phase !== 'reading' && state.phase !== 'lookup' && state.phase !== 'checking') return null;
  const percent = state.phase === 'checking' ? Math.floor((state.done / state.total) * 100) : 0;
  const label =
    state.phase === 'checking'
      ? t('deliveryImport.phase.checking', {
          done: formatNumber(state.done),
          total: formatNumber(state.total),
        })
      : t(`deliveryImport.phase.${state.phase}`);
  return (
    <div role="status" aria-live="polite">
      <Typography.Text>{label}</Typography.Text>
      <Progress percent={percent} status="active" aria-label={label} />
    </div>
  );
}

/** /delivery/import: delivery orders from a CSV or XLSX file, checked first, created all or nothing. */
export function DeliveryImportPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const formatNumber = useNumberFormat();
  const { state, check, reset, showProblems } = useImportCheck();
  const bulk = useBulkCreateDeliveryOrders();
  const [sendError, setSendError] = useState<string | null>(null);
  const busy = state.phase === 'reading' || state.phase === 'lookup' || state.phase === 'checking';

  const onTemplate = () => {
    downloadTemplate().catch(() => void message.error(t('deliveryImport.templateFailed')));
  };

  const onFile = (file: File) => {
    setSendError(null);
    void check(file);
    return false;
  };

  const onImport = async () => {
    if (state.phase !== 'ready') return;
    setSendError(null);
    try {
      const created = await bulk.mutateAsync({ items: state.rows.map((row) => row.item) });
      void message.success(
        t('deliveryImport.success', { count: created.length, shown: formatNumber(created.length) }),
      );
      navigate(DELIVERY_LIST_PATH);
    } catch (error) {
      const placed = isApiError(error) && error.fieldErrors.some((field) => field.field.startsWith('items.'));
      if (placed) {
        const rows = state.rows.map((row) => row.row);
        showProblems(state.file, importProblemsOfBulkErrors(error.fieldErrors, rows));
      } else {
        setSendError(isApiError(error) ? error.message : t('deliveryImport.sendFailed'));
      }
    }
  };

  return (
    <>
      <PageHeader
        back={DELIVERY_LIST_PATH}
        breadcrumb={[
          { title: t('deliveryImport.breadcrumb'), to: DELIVERY_LIST_PATH },
          { title: t('deliveryImport.title') },
        ]}
        title={t('deliveryImport.title')}
        subtitle={t('deliveryImport.subtitle')}
        afterTitle={
          <Button icon={<DownloadOutlined />} onClick={onTemplate}>
            {t('deliveryImport.template')}
          </Button>
        }
      />
      <Card>
        <Flex vertical gap="middle">
          <Typography.Paragraph style={{ marginBottom: 0 }}>{t('deliveryImport.steps')}</Typography.Paragraph>
          {state.phase !== 'ready' && !bulk.isPending && (
            <Upload.Dragger
              accept={ACCEPT}
              multiple={false}
              showUploadList={false}
              beforeUpload={onFile}
              disabled={busy}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{t('deliveryImport.drop')}</p>
              <p className="ant-upload-hint">
                {t('deliveryImport.dropHint', { max: formatNumber(MAX_BULK_DELIVERY_ORDERS) })}
              </p>
            </Upload.Dragger>
          )}
          <CheckProgress state={state} />
          {state.phase === 'failed' && (
            <Alert type="error" showIcon title={t(`deliveryImport.${state.failure}`)} />
          )}
          {state.phase === 'problems' && (
            <Flex vertical gap="small">
              <Alert
                type="error"
                showIcon
                title={t('deliveryImport.problemsTitle', {
                  count: state.problems.length,
                  shown: formatNumber(state.problems.length),
                  file: state.file,
                })}
                description={t('deliveryImport.problemsHint')}
              />
              <ImportProblemTable problems={state.problems} />
            </Flex>
          )}
          {state.phase === 'ready' && (
            <Flex vertical gap="middle">
              <Alert
                type="success"
                showIcon
                title={t('deliveryImport.readyTitle', {
                  count: state.rows.length,
                  shown: formatNumber(state.rows.length),
                  file: state.file,
                })}
                description={t('deliveryImport.readyHint')}
              />
              {sendError && <Alert type="error" showIcon title={sendError} />}
              {bulk.isPending ? (
                <Flex gap="small" align="center" role="status" aria-live="polite">
                  <Spin />
                  <Typography.Text>
                    {t('deliveryImport.phase.sending', { count: formatNumber(state.rows.length) })}
                  </Typography.Text>
                </Flex>
              ) : (
                <Flex gap="small" wrap>
                  <Button type="primary" onClick={() => void onImport()}>
                    {t('deliveryImport.import', {
                      count: state.rows.length,
                      shown: formatNumber(state.rows.length),
                    })}
                  </Button>
                  <Button onClick={reset}>{t('deliveryImport.another')}</Button>
                </Flex>
              )}
            </Flex>
          )}
        </Flex>
      </Card>
    </>
  );
}
