import type { Translation } from '../id';

/** Texts of the spec's shared widgets (ListTable, StepWizard, HistoryModal) and the shared form widgets. */
export const sharedWidgets: Translation['sharedWidgets'] = {
  stepWizard: {
    state: {
      done: 'done',
      current: 'current',
      wait: 'not yet',
    },
    position: 'Step {{current}} of {{total}}',
  },
  historyModal: {
    empty: 'No history yet',
    loadError: 'Could not load the history',
    linkTooltip: 'View assignment details',
  },
  remoteSelect: {
    noOptions: 'No data',
  },
};
