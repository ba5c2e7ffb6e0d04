import type { BulkCreateDeliveryOrdersRequest, ImportNames, ImportReferencesResponse } from '@armada/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderApi } from '../../platform/api/services';
import { deliveryKeys } from '../../shared/delivery-order/api';

/** The company's customers, addresses and products with the names the file uses. */
export function fetchImportReferences(names: ImportNames, signal?: AbortSignal) {
  return orderApi.data<ImportReferencesResponse>('/delivery-order/import-references', {
    method: 'POST',
    body: names,
    ...(signal ? { signal } : {}),
  });
}

/** The whole file in one all-or-nothing POST /delivery-order/bulk; every delivery list reloads. */
export function useBulkCreateDeliveryOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkCreateDeliveryOrdersRequest) =>
      orderApi.data<{ id: string; number: string }[]>('/delivery-order/bulk', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
}
