import { Button, Popconfirm, Tag } from 'antd';
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
 * a real button, so each row is one tab stop for opening. Plain elements laid out by the stylesheet
 * rather than antd's Flex and Typography: at 10 alerts a second every mounted antd component costs
 * its style lookup (issue 15 item 7); only the tags, buttons and the confirmation stay antd's. Memoised:
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
      <img src={alert.iconUrl} alt="" width={32} height={32} className="alert-row-icon" />
      <div className="alert-row-body">
        <div className="alert-row-head">
          <strong id={titleId}>
            {onOpenAlert ? (
              <button type="button" className="alert-row-open" onClick={() => onOpenAlert(alert)}>
                {title}
              </button>
            ) : (
              title
            )}
          </strong>
          <span className="alert-row-secondary">
            <TimePassed since={alert.createdOn} />
          </span>
        </div>
        <span>
          {alert.licensePlate ?? '-'} · {alert.driver?.fullname ?? t('alertCenter.noDriver')}
        </span>
        {alert.address && <span className="alert-row-secondary alert-row-address">{alert.address}</span>}
        <div className="alert-row-foot">
          {!alert.isRead && <Tag color="blue">{t('alertCenter.unread')}</Tag>}
          {alert.isResolved && <Tag color="green">{t('alertCenter.resolved')}</Tag>}
          {alert.isFalseAlert && <Tag color="orange">{t('alertCenter.falseAlert')}</Tag>}
          <div className="alert-row-actions">
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
          </div>
        </div>
      </div>
    </article>
  );
});
