import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Modal, Progress, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { fetchLogPage } from './log-api';
import { buildWorkbook, downloadBlob, EXPORT_ROW_CAP, type ExportProgress, fetchAllRows } from './log-export';
import type { LogFilter } from './log-query';

type ExportState =
  | { step: 'idle' }
  | { step: 'fetching'; progress: ExportProgress }
  | { step: 'building'; progress: ExportProgress; capped: boolean };

/**
 * 'Ekspor XLSX': every row of the current filter (not only the page on screen), fetched 100 at a
 * time with a progress bar and a Cancel, then written by exceljs in the browser (see the README).
 */
export function ExportButton({ filter, timeZone }: { filter: LogFilter; timeZone: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = App.useApp();
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'fetching', progress: { fetched: 0, total: 0 } });
    try {
      const { rows, capped } = await fetchAllRows(
        fetchLogPage,
        filter,
        (progress) => setState({ step: 'fetching', progress }),
        controller.signal,
      );
      if (rows.length === 0) {
        void message.info(t('notificationLog.export.empty'));
        return;
      }
      setState({ step: 'building', progress: { fetched: rows.length, total: rows.length }, capped });
      const blob = await buildWorkbook(rows, { t, language, timeZone });
      controller.signal.throwIfAborted();
      downloadBlob(blob, `${t('notificationLog.fileName')}-${new Date().toISOString().slice(0, 10)}.xlsx`);
      void message.success(t('notificationLog.export.done', { count: rows.length }));
      if (capped) void message.warning(t('notificationLog.export.capped', { cap: EXPORT_ROW_CAP }));
    } catch (error) {
      if (!controller.signal.aborted)
        void message.error(
          `${t('notificationLog.export.failed')}${error instanceof Error && error.message ? `: ${error.message}` : ''}`,
        );
    } finally {
      abort.current = null;
      setState({ step: 'idle' });
    }
  };

  const busy = state.step !== 'idle';
  const progress = busy ? state.progress : { fetched: 0, total: 0 };
  const percent = progress.total > 0 ? Math.round((progress.fetched / progress.total) * 100) : 0;
  return (
    <>
      <Button icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={() => void run()}>
        {t('notificationLog.export.button')}
      </Button>
      <Modal
        open={busy}
        title={t('notificationLog.export.title')}
        closable={false}
        maskClosable={false}
        okButtonProps={{ style: { display: 'none' } }}
        cancelText={t('notificationLog.export.cancel')}
        onCancel={() => abort.current?.abort()}
      >
        <Progress percent={state.step === 'building' ? 100 : percent} status="active" />
        <Typography.Text role="status">
          {state.step === 'building'
            ? t('notificationLog.export.building')
            : t('notificationLog.export.progress', { fetched: progress.fetched, total: progress.total })}
        </Typography.Text>
      </Modal>
    </>
  );
}
