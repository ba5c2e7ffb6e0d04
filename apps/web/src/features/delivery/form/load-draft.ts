import type { SelectedItem } from '../../../shared/forms/RemoteSelect';

/** A load as the loads table and its modal handle it: the request's fields plus the product's names. */
export interface LoadDraft {
  product: { id: number; name: string; typeName: string };
  quantity: number;
  uom: string;
  conversion_weight_value: number;
  conversion_volume_value: number;
  note: string | null;
}

/** A row of the loads table: a draft with a stable key and the messages about it. */
export interface LoadRowView extends LoadDraft {
  key: string;
  errors: string[];
}

export const pickerSelected = (product: LoadDraft['product'] | null): SelectedItem | null =>
  product ? { value: product.id, label: product.name } : null;
