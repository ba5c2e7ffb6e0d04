import { Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import type { RawAlert } from '../raw-alert';
import { TimePassed } from './TimePassed';

export interface AlertRowProps {
  alert: RawAlert;
  /** Read and Resolve on this alert; absent while an action is not possible. */
  onRead?: (alert: RawAlert) => void;
  onResolve?: (alert: RawAlert) => void;
  onFalseAlert?: (alert: RawAlert) => void;
  /** Opens the alert's preview popup (wired by the popups, `features/alert-center/preview`). */
  onOpenAlert?: (alert: RawAlert) => void;
  busy?: boolean;
}

/** A click meant for a button of the row, or for its confirmation bubble, does not open the preview. */
const fromControl = (target: EventTarget) =>
  target instanceof Element && target.closest('button, a, input, .ant-popover') !== null;

/**
 * One alert of a list: icon, what happened, plate, driver, address, time passed, its flags. A click
 * anywhere on the row but its buttons opens the preview; the keyboard reaches it through the title,
 * a real button, so each row is one tab stop for opening. Memoised:
 * a new alert on top of the list renders that row only, as long as the handlers keep their identity.
 */
export const AlertRow = memo(function AlertRow(props: AlertRowProps) {
  const { alert, onRead, onResolve, onFalseAlert, onOpenAlert, busy } = props;
  const { t } = useTranslation();
  const { language } = useLanguage();
  const description = language === 'id' ? alert.descriptionIdn : alert.descriptionEng;
  const titleId = `alert-${alert.id}-title`;
  const title = `${description}${alert.formattedAlertData ? ` (${alert.formattedAlertData})` : ''}`;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the title button is the keyboard's way to the same action.
    <article
      aria-labelledby={titleId}
      className="alert-row"
      data-unread={!alert.isRead || undefined}
      data-openable={onOpenAlert ? true : undefined}
      onClick={(event) => {
        if (onOpenAlert && !fromControl(event.target)) onOpenAlert(alert);
      }}
    >
      <Flex gap={12} align="flex-start">
        <img src={alert.iconUrl} alt="" width={32} height={32} style={{ flex: 'none' }} />
        <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Flex gap={8} wrap="wrap" align="baseline" justify="space-between">
            <Typography.Text strong id={titleId}>
              {onOpenAlert ? (
                <button type="button" className="alert-row-open" onClick={() => onOpenAlert(alert)}>
                  {title}
                </button>
              ) : (
                title
              )}
            </Typography.Text>
            <Typography.Text type="secondary">
              <TimePassed since={alert.createdOn} />
            </Typography.Text>
          </Flex>
          <Typography.Text>
            {alert.licensePlate ?? '-'} · {alert.driver?.fullname ?? t('alertCenter.noDriver')}
          </Typography.Text>
          {alert.address && (
            <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
              {alert.address}
            </Typography.Text>
          )}
          <Flex gap={4} wrap="wrap" align="center">
            {!alert.isRead && <Tag color="blue">{t('alertCenter.unread')}</Tag>}
            {alert.isResolved && <Tag color="green">{t('alertCenter.resolved')}</Tag>}
            {alert.isFalseAlert && <Tag color="orange">{t('alertCenter.falseAlert')}</Tag>}
            <Flex gap={4} style={{ marginLeft: 'auto' }}>
              {!alert.isRead && onRead && (
                <Button size="small" disabled={busy} onClick={() => onRead(alert)}>
                  {t('alertCenter.actions.read')}
                </Button>
              )}
              {!alert.isResolved && !alert.isFalseAlert && onFalseAlert && (
                <Button size="small" disabled={busy} onClick={() => onFalseAlert(alert)}>
                  {t('alertCenter.actions.falseAlert')}
                </Button>
              )}
              {!alert.isResolved && !alert.isFalseAlert && onResolve && (
                <Popconfirm
                  title={t('alertCenter.actions.resolveConfirm')}
                  okText={t('alertCenter.actions.yes')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => onResolve(alert)}
                >
                  <Button size="small" type="primary" disabled={busy}>
                    {t('alertCenter.actions.resolve')}
                  </Button>
                </Popconfirm>
              )}
            </Flex>
          </Flex>
        </Flex>
      </Flex>
    </article>
  );
});
