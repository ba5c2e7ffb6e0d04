/** Texts of the spec's shared widgets (ListTable, StepWizard, HistoryModal). */
export const sharedWidgets = {};
