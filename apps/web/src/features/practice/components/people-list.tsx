import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LinkedPerson, listStateLabels } from '@nutritest/domain';
import type { ReactNode } from 'react';
import type { ListState } from './state-filter';

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/**
 * Patients or employees: name, e-mail and kit state, only those whose state's chip is selected.
 * `actions` adds per-person controls (a nutritionist's results and PDF); a company passes none,
 * so its list never shows anything but names and states.
 */
export function PeopleList({
  people,
  selected,
  label,
  filteredEmptyText,
  actions,
}: {
  people: LinkedPerson[];
  selected: ReadonlySet<ListState>;
  /** The list's accessible name, e.g. 'Pacientes'. */
  label: string;
  /** When every person is filtered out. */
  filteredEmptyText: string;
  actions?: (person: LinkedPerson) => ReactNode;
}) {
  const shown = people.filter((person) => selected.has(person.state));
  if (shown.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {filteredEmptyText}
      </Typography>
    );
  }
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {shown.map((person) => (
        <Paper
          component="li"
          key={person.id}
          variant="outlined"
          sx={{
            p: 2,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{fullName(person)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {person.email}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            <Chip
              label={listStateLabels[person.state]}
              size="small"
              sx={{ bgcolor: 'brandLight.primary', color: 'primary.dark', fontWeight: 700 }}
            />
            {actions?.(person)}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
