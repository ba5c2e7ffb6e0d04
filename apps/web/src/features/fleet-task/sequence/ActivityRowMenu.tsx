import { DeleteOutlined, MoreOutlined } from '@ant-design/icons';
import {
  type ActivityMenuAction,
  blockedMenuAction,
  errorMessage,
  type SequenceActivityResponse,
} from '@armada/domain';
import { Button, Dropdown, Flex, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';

const MENU_LABEL_KEYS = {
  complete: 'fleetTaskSequence.menu.complete',
  transfer: 'fleetTaskSequence.menu.transfer',
  remove: 'fleetTaskSequence.menu.remove',
  cancel: 'fleetTaskSequence.menu.cancel',
  'view-proof': 'fleetTaskSequence.menu.viewProof',
  'view-load': 'fleetTaskSequence.menu.viewLoad',
  'adjust-load': 'fleetTaskSequence.menu.adjustLoad',
  'load-history': 'fleetTaskSequence.menu.loadHistory',
} as const satisfies Record<ActivityMenuAction, string>;

export function menuLabel(t: TFunction, action: ActivityMenuAction): string {
  return t(MENU_LABEL_KEYS[action]);
}

/** The actions that end the row's work: shown as a button of their own beside the menu. */
const PRIMARY_ACTIONS: readonly ActivityMenuAction[] = ['complete', 'view-proof'];

interface ActivityRowMenuProps {
  activity: SequenceActivityResponse;
  /** Different orders on the task: transfer and remove of the only one are shown disabled. */
  orderCount: number;
  onChoose: (action: ActivityMenuAction) => void;
}

/**
 * The row's actions (section 4, 'Activity row menu'): exactly the `menu` the server computed with the
 * domain's activityMenu for this user, in its order. The complete-or-proof action and the remove
 * icon are also columns of their own in the spec's table (section 2), so they get a button beside
 * the menu; the menu still lists every entry.
 */
export function ActivityRowMenu({ activity, orderCount, onChoose }: ActivityRowMenuProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  // Issue 26 item 9: what would be refused is shown disabled, with the refusal's words as the reason.
  const reasonOf = (action: ActivityMenuAction) => {
    const code = blockedMenuAction(action, orderCount);
    return code ? errorMessage(code, language) : null;
  };
  const removeReason = reasonOf('remove');
  const number = activity.delivery_order.number;
  const primary = activity.menu.find((action) => PRIMARY_ACTIONS.includes(action));
  if (activity.menu.length === 0) return null;
  return (
    <Flex gap={4} align="center" justify="flex-end" wrap={false}>
      {primary && (
        <Button size="small" onClick={() => onChoose(primary)}>
          {menuLabel(t, primary)}
        </Button>
      )}
      {activity.menu.includes('remove') && (
        <Tooltip title={removeReason ?? t('fleetTaskSequence.menu.remove')}>
          {/* A disabled button takes no pointer events: the span carries the tooltip. */}
          <span>
            <Button
              size="small"
              type="text"
              danger
              disabled={removeReason !== null}
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('fleetTaskSequence.table.removeOf', { number })}
              aria-description={removeReason ?? undefined}
              onClick={() => onChoose('remove')}
            />
          </span>
        </Tooltip>
      )}
      <Dropdown
        trigger={['click']}
        menu={{
          items: activity.menu.map((action) => {
            const reason = reasonOf(action);
            return {
              key: action,
              disabled: reason !== null,
              title: reason ?? undefined,
              label: reason ? (
                <Tooltip title={reason} placement="left">
                  <span>{menuLabel(t, action)}</span>
                </Tooltip>
              ) : (
                menuLabel(t, action)
              ),
              danger: action === 'remove' || action === 'cancel',
            };
          }),
          onClick: ({ key }) => onChoose(key as ActivityMenuAction),
        }}
      >
        <Button
          size="small"
          type="text"
          icon={<MoreOutlined aria-hidden />}
          aria-label={t('fleetTaskSequence.table.actionsOf', { number })}
        />
      </Dropdown>
    </Flex>
  );
}
