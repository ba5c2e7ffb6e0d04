import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { importProblemsOfBulkErrorsFor } from '@armada/domain';
import { Alert, App, Button, Card, Flex, Progress, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../platform/api/api-error';
import { PageHeader } from '../../shared/PageHeader';
import { useNumberFormat } from '../../shared/useNumberFormat';
import { useBulkCreate } from './api';
import { ImportProblemTable } from './ImportProblemTable';
import type { ImportKind } from './imports';
import { downloadTemplate } from './template';
import { type ImportCheckState, useImportCheck } from './useImportCheck';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function CheckProgress({ state, lookup }: { state: ImportCheckState; lookup: string }) {
  const { t } = useTranslation();
  const formatNumber = useNumberFormat();
  if (state.phase !== 'reading' && state.phase !== 'lookup' && state.phase !== 'checking') return null;
  const percent = state.phase === 'checking' ? Math.floor((state.done / state.total) * 100) : 0;
  const label =
    state.phase === 'checking'
      ? t('dataImport.phase.checking', {
          done: formatNumber(state.done),
          total: formatNumber(state.total),
        })
      : t(`dataImport.phase.${state.phase}`, { lookup });
  return (
    <div role="status" aria-live="polite">
      <Typography.Text>{label}</Typography.Text>
      <Progress percent={percent} status="active" aria-label={label} />
    </div>
  );
}

/**
 * The import page of one kind of record (issue 13 item 2, issue 14 item 3): the template, a CSV or
 * XLSX file checked row by row, then every record created in one all-or-nothing request.
 */
export function ImportPage({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const formatNumber = useNumberFormat();
  const { state, check, reset, showProblems } = useImportCheck(kind);
  const bulk = useBulkCreate(kind);
  const { definition, listPath } = kind;
  const text = `dataImport.kinds.${kind.key}` as const;
  const nounOf = (count: number, capital = false) => t(`${text}.${capital ? 'Noun' : 'noun'}`, { count });
  const lookup = t(`${text}.lookup`);
  const [sendError, setSendError] = useState<string | null>(null);
  const busy = state.phase === 'reading' || state.phase === 'lookup' || state.phase === 'checking';

  const onTemplate = () => {
    downloadTemplate(definition).catch(() => void message.error(t('dataImport.templateFailed')));
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
      await bulk.mutateAsync(state.rows.map((row) => row.item));
      // All or nothing: an answer without an error means every row was created.
      const count = state.rows.length;
      void message.success(
        t('dataImport.success', { count, shown: formatNumber(count), noun: nounOf(count) }),
      );
      navigate(listPath);
    } catch (error) {
      const placed = isApiError(error) && error.fieldErrors.some((field) => field.field.startsWith('items.'));
      if (placed) {
        const rows = state.rows.map((row) => row.row);
        showProblems(state.file, importProblemsOfBulkErrorsFor(definition, error.fieldErrors, rows));
      } else {
        setSendError(isApiError(error) ? error.message : t('dataImport.sendFailed', { noun: nounOf(2) }));
      }
    }
  };

  return (
    <>
      <PageHeader
        back={listPath}
        breadcrumb={[{ title: t(`${text}.breadcrumb`), to: listPath }, { title: t(`${text}.title`) }]}
        title={t(`${text}.title`)}
        subtitle={t(`${text}.subtitle`)}
        afterTitle={
          <Button icon={<DownloadOutlined />} onClick={onTemplate}>
            {t('dataImport.template')}
          </Button>
        }
      />
      <Card>
        <Flex vertical gap="middle">
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            {t('dataImport.steps', { noun: nounOf(1) })}
          </Typography.Paragraph>
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
              <p className="ant-upload-text">{t('dataImport.drop')}</p>
              <p className="ant-upload-hint">
                {t('dataImport.dropHint', { max: formatNumber(definition.maxRows) })}
              </p>
            </Upload.Dragger>
          )}
          <CheckProgress state={state} lookup={lookup} />
          {state.phase === 'failed' && (
            <Alert type="error" showIcon title={t(`dataImport.${state.failure}`, { lookup })} />
          )}
          {state.phase === 'problems' && (
            <Flex vertical gap="small">
              <Alert
                type="error"
                showIcon
                title={t('dataImport.problemsTitle', {
                  count: state.problems.length,
                  shown: formatNumber(state.problems.length),
                  file: state.file,
                })}
                description={t('dataImport.problemsHint', { noun: nounOf(2) })}
              />
              <ImportProblemTable definition={definition} problems={state.problems} />
            </Flex>
          )}
          {state.phase === 'ready' && (
            <Flex vertical gap="middle">
              <Alert
                type="success"
                showIcon
                title={t('dataImport.readyTitle', {
                  count: state.rows.length,
                  shown: formatNumber(state.rows.length),
                  file: state.file,
                  noun: nounOf(state.rows.length),
                })}
                description={t('dataImport.readyHint')}
              />
              {sendError && <Alert type="error" showIcon title={sendError} />}
              {bulk.isPending ? (
                <Flex gap="small" align="center" role="status" aria-live="polite">
                  <Spin />
                  <Typography.Text>
                    {t('dataImport.phase.sending', {
                      count: formatNumber(state.rows.length),
                      noun: nounOf(state.rows.length),
                    })}
                  </Typography.Text>
                </Flex>
              ) : (
                <Flex gap="small" wrap>
                  <Button type="primary" onClick={() => void onImport()}>
                    {t('dataImport.import', {
                      count: state.rows.length,
                      shown: formatNumber(state.rows.length),
                      Noun: nounOf(state.rows.length, true),
                    })}
                  </Button>
                  <Button onClick={reset}>{t('dataImport.another')}</Button>
                </Flex>
              )}
            </Flex>
          )}
        </Flex>
      </Card>
    </>
  );
}
