import Check from '@mui/icons-material/Check';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { listStateLabels } from '@nutritest/domain';
import { useCallback, useState } from 'react';

export type ListState = 0 | 1 | 2 | 3;
const allStates: readonly ListState[] = [0, 1, 2, 3];

/** The chosen list states: all four start selected and each chip toggles its own (doc 1 §4). */
export function useStateFilter() {
  const [selected, setSelected] = useState<ReadonlySet<ListState>>(() => new Set(allStates));
  const toggle = useCallback((state: ListState) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(state)) next.delete(state);
      else next.add(state);
      return next;
    });
  }, []);
  return { selected, toggle };
}

/** The four state chips ('Esperando kit' … 'Resultado enviado'), as toggle buttons. */
export function StateFilter({
  selected,
  onToggle,
}: {
  selected: ReadonlySet<ListState>;
  onToggle: (state: ListState) => void;
}) {
  return (
    <Stack role="group" aria-label="Filtrar por estado" direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {allStates.map((state) => {
        const isOn = selected.has(state);
        return (
          <Chip
            key={state}
            label={listStateLabels[state]}
            icon={isOn ? <Check /> : undefined}
            color={isOn ? 'primary' : 'default'}
            variant={isOn ? 'filled' : 'outlined'}
            onClick={() => onToggle(state)}
            aria-pressed={isOn}
          />
        );
      })}
    </Stack>
  );
}
