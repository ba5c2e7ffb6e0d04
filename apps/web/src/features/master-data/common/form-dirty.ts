import { createContext, useContext, useEffect } from 'react';

/**
 * The drawer asks before closing a form with unsaved changes; the form, deep inside, tells it whether
 * it has any. A context so that no entity form has to pass it along.
 */
export const FormDirtyContext = createContext<(dirty: boolean) => void>(() => {});

export function useReportDirty(dirty: boolean) {
  const report = useContext(FormDirtyContext);
  useEffect(() => report(dirty), [report, dirty]);
}
