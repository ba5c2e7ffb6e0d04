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
  // The question before leaving a form with unsaved changes (fleet task, vendor).
  leave: {
    title: 'Leave this page?',
    content: 'Some changes are not saved yet. If you leave, they will be lost.',
    exit: 'Leave',
    stay: 'Stay here',
  },
};
