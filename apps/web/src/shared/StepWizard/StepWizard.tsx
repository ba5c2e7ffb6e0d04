import { Flex, Steps, type StepsProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../VisuallyHidden';
import { LONG_LAYOUT_MIN_ITEMS, useVisibleSteps, type VisibleSteps } from './visible-steps';

export interface StepWizardItem {
  key: string;
  label: ReactNode;
  /** Shown only on the current and the done steps. */
  subLabel?: ReactNode;
  subSubLabel?: ReactNode;
}

export type StepState = 'done' | 'current' | 'wait';

export interface StepWizardProps {
  items: readonly StepWizardItem[];
  /** The key of the current step; the steps before it are done. */
  activeKey: string;
  /** Accessible name of the wizard, e.g. 'Status penugasan'. */
  ariaLabel: string;
  /** 'error' marks the current step as a dead end (a cancelled or rejected task). */
  activeStatus?: 'process' | 'error';
  /** Smaller icons and texts, for cards and modals. */
  compact?: boolean;
  /** Overrides the viewport's window (the spec's breakpoints), e.g. to always show all steps. */
  visibleSteps?: VisibleSteps;
}

/** The state of each step: before the active one done, the active one current, the rest waiting. */
export function stepStates(items: readonly StepWizardItem[], activeKey: string): StepState[] {
  const active = items.findIndex((item) => item.key === activeKey);
  return items.map((_, index) => {
    if (active < 0 || index > active) return 'wait';
    return index < active ? 'done' : 'current';
  });
}

const ANTD_STATUS: Record<StepState, 'finish' | 'process' | 'wait'> = {
  done: 'finish',
  current: 'process',
  wait: 'wait',
};

function StepContent({ item }: { item: StepWizardItem }) {
  if (item.subLabel === undefined && item.subSubLabel === undefined) return null;
  return (
    <Flex vertical>
      {item.subLabel !== undefined && <Typography.Text type="secondary">{item.subLabel}</Typography.Text>}
      {item.subSubLabel !== undefined && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {item.subSubLabel}
        </Typography.Text>
      )}
    </Flex>
  );
}

type AntdStepItem = NonNullable<StepsProps['items']>[number];

function useAntdItems(props: StepWizardProps): AntdStepItem[] {
  const { t } = useTranslation();
  const states = stepStates(props.items, props.activeKey);
  return props.items.map((item, index) => {
    const state = states[index] ?? 'wait';
    const status = state === 'current' && props.activeStatus === 'error' ? 'error' : ANTD_STATUS[state];
    return {
      key: item.key,
      status,
      title: (
        <span data-step-state={state}>
          {item.label}
          <VisuallyHidden>{`, ${t(`sharedWidgets.stepWizard.state.${state}`)}`}</VisuallyHidden>
        </span>
      ),
      // Sub-labels say when a step was reached: a step not reached yet has nothing to say.
      content: state === 'wait' ? undefined : <StepContent item={item} />,
    };
  });
}

/**
 * The spec's shared step wizard (alert-center-and-platform.md section 2) on antd Steps: numbers on
 * waiting steps, checkmarks on done ones, a long layout from 6 items, and a window of visible steps
 * by breakpoint in which antd collapses the hidden ranges into ellipsis steps. Below 640px only the
 * current step is shown, with its position ('Langkah 2 dari 4').
 */
export function StepWizard(props: StepWizardProps) {
  const { t } = useTranslation();
  const viewportSteps = useVisibleSteps();
  const visible = props.visibleSteps ?? viewportSteps;
  const items = useAntdItems(props);
  const activeIndex = Math.max(
    0,
    props.items.findIndex((item) => item.key === props.activeKey),
  );
  const long = props.items.length >= LONG_LAYOUT_MIN_ITEMS;
  const single = visible !== 'all' && visible < 3 && props.items.length > 1;
  const common: StepsProps = {
    size: props.compact || long ? 'small' : 'medium',
    titlePlacement: long ? 'vertical' : 'horizontal',
    // The window replaces antd's own switch to a vertical list on phones.
    responsive: false,
    orientation: 'horizontal',
  };
  return (
    <section
      aria-label={props.ariaLabel}
      data-layout={long ? 'long' : 'short'}
      data-visible-steps={single ? 1 : visible}
      style={{ overflowX: 'auto' }}
    >
      {single ? (
        <Flex vertical gap={4}>
          <Steps
            {...common}
            items={items.slice(activeIndex, activeIndex + 1)}
            // The one step keeps its own number rather than becoming step 1.
            initial={activeIndex}
            current={activeIndex}
          />
          <Typography.Text type="secondary">
            {t('sharedWidgets.stepWizard.position', { current: activeIndex + 1, total: props.items.length })}
          </Typography.Text>
        </Flex>
      ) : (
        <Steps
          {...common}
          items={items}
          current={activeIndex}
          maxCount={visible === 'all' ? undefined : visible}
        />
      )}
    </section>
  );
}
