import { Flex, Grid, theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The wizard's refusals and buttons. On a phone a step's categories or codes fill several screens,
 * so the bar sticks to the bottom, above the bottom menu (AppLayout's --armada-sticky-bottom): the
 * save or confirm needs no scrolling, and a refusal shows where the button was pressed.
 */
export function WizardActionBar({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const phone = Grid.useBreakpoint().md === false;
  return (
    <Flex
      vertical
      gap={token.marginSM}
      data-testid="wizard-actions"
      style={
        phone
          ? {
              position: 'sticky',
              bottom: 'var(--armada-sticky-bottom, 0px)',
              zIndex: 2,
              background: token.colorBgLayout,
              borderTop: `1px solid ${token.colorBorderSecondary}`,
              paddingBlock: token.paddingSM,
            }
          : undefined
      }
    >
      {children}
    </Flex>
  );
}
