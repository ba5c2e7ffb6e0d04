export {
  HistoryModal,
  type HistoryModalProps,
  HistoryTimeline,
  type HistoryTimelineProps,
} from './HistoryModal';
export { formatPropertyValue, groupByDay, type HistoryDay, type HistoryProperty } from './history-format';
