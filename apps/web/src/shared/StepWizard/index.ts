export {
  type StepState,
  StepWizard,
  type StepWizardItem,
  type StepWizardProps,
  stepStates,
} from './StepWizard';
export {
  LONG_LAYOUT_MIN_ITEMS,
  STEP_WIZARD_BREAKPOINTS,
  useVisibleSteps,
  type VisibleSteps,
} from './visible-steps';
