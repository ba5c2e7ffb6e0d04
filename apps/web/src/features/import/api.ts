import type { ImportNameSet, ImportReferenceSet } from '@armada/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportKind } from './imports';

/** The company's records with the names the file uses, by kind; none to look up when it names none. */
export function fetchImportReferences(kind: ImportKind, names: ImportNameSet): Promise<ImportReferenceSet> {
  if (Object.keys(names).length === 0) return Promise.resolve({});
  return kind.api.data<ImportReferenceSet>(`${kind.resource}/import-references`, {
    method: 'POST',
    body: names,
  });
}

/** The whole file in one all-or-nothing `POST .../bulk`; the lists reload. */
export function useBulkCreate(kind: ImportKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: unknown[]) =>
      kind.api.data<unknown>(`${kind.resource}/bulk`, { method: 'POST', body: { items } }),
    onSuccess: () =>
      kind.reloads
        ? queryClient.invalidateQueries({ queryKey: kind.reloads })
        : queryClient.invalidateQueries(),
  });
}
