import { type FieldValues, get, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';

/** A react-hook-form form of any context and output type, whose input holds at least `T`'s fields. */
// biome-ignore lint/suspicious/noExplicitAny: any context and output type will do here
export type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

/**
 * Props that bind a text input (`TextInput`, MUI `TextField`) to a react-hook-form field: the input
 * element gets the ref (so focus on error works), the error text shows under the field and is
 * announced with it, in place of the hint. A text or number default value is also given to the
 * element: a page drawn ahead of its code (scripts/prerender.mjs) shows it, and the field starts
 * "filled" (label up) instead of switching to it in a second render right after the first one.
 */
export function textFieldProps<T extends FieldValues>(
  form: AnyForm<T>,
  name: Path<T>,
  { hint, idPrefix, rules }: { hint?: string; idPrefix?: string; rules?: RegisterOptions<T, Path<T>> } = {},
) {
  const { ref, ...registration } = form.register(name, rules);
  const message = form.getFieldState(name, form.formState).error?.message;
  const initial: unknown = get(form.formState.defaultValues, name);
  return {
    ...registration,
    defaultValue: typeof initial === 'string' || typeof initial === 'number' ? initial : undefined,
    id: idPrefix ? `${idPrefix}-${name}` : undefined,
    inputRef: ref,
    error: Boolean(message),
    helperText: message ?? hint,
    fullWidth: true,
  };
}
