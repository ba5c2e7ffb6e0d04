import type { ReactNode } from 'react';
import type { Control, ControllerRenderProps } from 'react-hook-form';
import { type FieldAccessibility, FormField } from '../../../../shared/forms/FormField';
import type { DetailFormValues } from '../detail-form';

type Name = keyof DetailFormValues;

/** The field of one name, its value typed as that field's (the shared FormField gives the union). */
export interface TypedFieldRender<N extends Name>
  extends Omit<ControllerRenderProps<DetailFormValues, N>, 'value'> {
  value: DetailFormValues[N];
}

interface TypedFieldProps<N extends Name> {
  control: Control<DetailFormValues>;
  name: N;
  label: ReactNode;
  required?: boolean;
  extra?: ReactNode;
  children: (field: TypedFieldRender<N>, accessibility: FieldAccessibility) => ReactNode;
}

/** The shared FormField for one field of the detail form. */
export function TypedField<N extends Name>({ children, ...props }: TypedFieldProps<N>) {
  return (
    <FormField {...props}>
      {(field, accessibility) => children(field as unknown as TypedFieldRender<N>, accessibility)}
    </FormField>
  );
}
