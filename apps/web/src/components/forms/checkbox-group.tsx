import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { NamedItem } from '@nutritest/domain';

/** A fieldset of checkboxes over a reference list (pathologies, family histories), valued by ids. */
export function CheckboxGroup({
  legend,
  items,
  value,
  onChange,
  error,
  isLoading = false,
}: {
  legend: string;
  items: NamedItem[] | undefined;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  isLoading?: boolean;
}) {
  return (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {legend}
      </FormLabel>
      {isLoading ? (
        <CircularProgress size={24} aria-label={`Cargando ${legend.toLowerCase()}`} />
      ) : (
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {(items ?? []).map((item) => (
            <FormControlLabel
              key={item.id}
              label={item.name}
              control={
                <Checkbox
                  checked={value.includes(item.id)}
                  onChange={(event) =>
                    onChange(event.target.checked ? [...value, item.id] : value.filter((id) => id !== item.id))
                  }
                />
              }
            />
          ))}
        </FormGroup>
      )}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
