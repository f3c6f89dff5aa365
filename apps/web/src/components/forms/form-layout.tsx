import Stack from '@mui/material/Stack';
import { Children, createContext, type ReactNode, useContext } from 'react';

/** How a form lays out its rows of fields, and the prefix of the fields' ids (none: generated ids). */
export interface FieldLayout {
  idPrefix?: string;
  /** Draws one row; without it a row is a responsive Stack (one column on phones). */
  renderRow?: (items: ReactNode[], keepPairOnPhones: boolean) => ReactNode;
}

export const FieldLayoutContext = createContext<FieldLayout>({});

export function useFieldLayout(): FieldLayout {
  return useContext(FieldLayoutContext);
}

/**
 * One row of a form: two fields side by side (one column on phones), or one field across. The
 * layout comes from the form around it (a Stack by default, the signup pages' grid in `FieldGrid`).
 */
export function FieldRow({ children, keepPairOnPhones = false }: { children: ReactNode; keepPairOnPhones?: boolean }) {
  const { renderRow } = useFieldLayout();
  const items = Children.toArray(children);
  if (renderRow) return renderRow(items, keepPairOnPhones);
  if (items.length === 1) return items[0];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {items}
    </Stack>
  );
}
