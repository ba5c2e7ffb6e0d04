import { Skeleton } from 'antd';
import { type ReactNode, useDeferredValue } from 'react';

/**
 * A dialog's body one render after the dialog opens. The click that opens it then paints the dialog's
 * frame and a placeholder at once, and React renders the body (its tables, steps and form fields, and
 * the first-time styles of each) as a deferred update in slices between which the browser paints and
 * answers input, instead of in the click's own task (issue 23 item 5: INP of opening an activity's
 * dialog). Mount it inside a dialog whose children mount on opening (antd's default, or
 * destroyOnHidden), so that every opening defers again.
 */
export function DeferredDialogBody({ children, rows = 4 }: { children: ReactNode; rows?: number }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : <Skeleton active title={false} paragraph={{ rows }} />;
}
