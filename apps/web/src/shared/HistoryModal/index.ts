export { HistoryModal, type HistoryModalProps } from './HistoryModal';
export { formatPropertyValue, groupByDay, type HistoryDay, type HistoryProperty } from './history-format';
