import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { type FieldLayout, FieldLayoutContext } from './form-layout';

function gridRow(items: ReactNode[], keepPairOnPhones: boolean): ReactNode {
  let size: number | { xs: number; sm: number } = { xs: 12, sm: 6 };
  if (items.length === 1) size = 12;
  else if (keepPairOnPhones) size = 6;
  return items.map((item, index) => (
    // The items come from Children.toArray, keyed and in a fixed order.
    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells never move
    <Grid key={index} size={size}>
      {item}
    </Grid>
  ));
}

/**
 * The signup pages' form layout: a two-column grid (one column on phones) whose `FieldRow`s become
 * grid cells, and fields with ids `<idPrefix>-<name>`.
 */
export function FieldGrid({ idPrefix, children }: { idPrefix: string; children: ReactNode }) {
  const layout: FieldLayout = { idPrefix, renderRow: gridRow };
  return (
    <FieldLayoutContext value={layout}>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </FieldLayoutContext>
  );
}
