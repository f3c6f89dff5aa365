import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Props that bind an MUI TextField to a react-hook-form field: the input element gets the ref (so
 * focus on error works), the error text shows under the field and is announced with it.
 */
export function fieldProps<T extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: any context and output type will do here
  form: UseFormReturn<T, any, any>,
  name: Path<T>,
  hint?: string,
) {
  const { ref, ...registration } = form.register(name);
  const message = form.getFieldState(name, form.formState).error?.message;
  return {
    ...registration,
    id: `signup-${name}`,
    inputRef: ref,
    error: Boolean(message),
    helperText: message ?? hint,
    fullWidth: true,
  };
}
