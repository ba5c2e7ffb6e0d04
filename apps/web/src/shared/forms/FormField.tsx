import { Form } from 'antd';
import { type ReactNode, useId } from 'react';
import {
  type Control,
  Controller,
  type ControllerProps,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form';

/** What a field's input needs for labels and error announcements to work with screen readers. */
export interface FieldAccessibility {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

interface FormFieldProps<T extends FieldValues, N extends Path<T>, Out> {
  /** A form whose resolver transforms its values (`useForm<Values, unknown, Output>`) fits too. */
  control: Control<T, unknown, Out>;
  name: N;
  label: ReactNode;
  required?: boolean;
  extra?: ReactNode;
  /** Checks of this field alone (a form without a schema resolver). */
  rules?: ControllerProps<T, N, Out>['rules'];
  children: (field: ControllerRenderProps<T, N>, accessibility: FieldAccessibility) => ReactNode;
}

/** A react-hook-form field in an antd Form.Item: label, input and its error message under it. */
export function FormField<T extends FieldValues, N extends Path<T> = Path<T>, Out = T>({
  control,
  name,
  label,
  required,
  extra,
  rules,
  children,
}: FormFieldProps<T, N, Out>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      render={({ field, fieldState }) => (
        <Form.Item
          // Lets a page scroll to a field the server refused (scrollToField).
          data-field={name}
          label={label}
          htmlFor={id}
          required={required}
          extra={extra}
          validateStatus={fieldState.error ? 'error' : undefined}
          help={fieldState.error?.message && <span id={errorId}>{fieldState.error.message}</span>}
        >
          {children(field, {
            id,
            'aria-invalid': Boolean(fieldState.error),
            'aria-describedby': fieldState.error ? errorId : undefined,
            'aria-required': required,
          })}
        </Form.Item>
      )}
    />
  );
}

/** Brings a field of the page into view and focuses its input, e.g. the first one the server refused. */
export function scrollToField(name: string) {
  const item = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`);
  if (!item) return;
  item.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  item.querySelector<HTMLElement>('input, textarea, button')?.focus({ preventScroll: true });
}
