import { DeleteOutlined, MoreOutlined } from '@ant-design/icons';
import type { ActivityMenuAction, SequenceActivityResponse } from '@armada/domain';
import { Button, Dropdown, Flex, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

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
  onChoose: (action: ActivityMenuAction) => void;
}

/**
 * The row's actions (section 4, 'Activity row menu'): exactly the `menu` the server computed with the
 * domain's activityMenu for this user, in its order. The complete-or-proof action and the remove
 * icon are also columns of their own in the spec's table (section 2), so they get a button beside
 * the menu; the menu still lists every entry.
 */
export function ActivityRowMenu({ activity, onChoose }: ActivityRowMenuProps) {
  const { t } = useTranslation();
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
        <Tooltip title={t('fleetTaskSequence.menu.remove')}>
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('fleetTaskSequence.table.removeOf', { number })}
            onClick={() => onChoose('remove')}
          />
        </Tooltip>
      )}
      <Dropdown
        trigger={['click']}
        menu={{
          items: activity.menu.map((action) => ({
            key: action,
            label: menuLabel(t, action),
            danger: action === 'remove' || action === 'cancel',
          })),
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
