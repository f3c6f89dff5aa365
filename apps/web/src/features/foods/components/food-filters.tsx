import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { foodFrequencies } from '@nutritest/domain';
import type { FoodFilters } from '../lib/filters';
import { isFiltered, toggle } from '../lib/filters';

/** 'Frecuencia de Consumo' and 'Categoría' (the spec's 'Categoria' without its accent) checkboxes and 'Limpiar Filtros' (doc 2 §2). */
export function FoodFiltersPanel({
  filters,
  categories,
  onChange,
  onClear,
}: {
  filters: FoodFilters;
  categories: Array<{ id: number; label: string }>;
  onChange: (next: Partial<FoodFilters>) => void;
  onClear: () => void;
}) {
  return (
    <Box component="section" aria-label="Filtros" sx={{ display: 'grid', gap: 2 }}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 800, mb: 0.5 }}>
          Frecuencia de Consumo
        </Typography>
        <FormGroup>
          {foodFrequencies.map((frequency) => (
            <FormControlLabel
              key={frequency.score}
              control={
                <Checkbox
                  size="small"
                  checked={filters.frequencies.includes(frequency.score)}
                  onChange={() => onChange({ frequencies: toggle(filters.frequencies, frequency.score) })}
                />
              }
              label={frequency.label}
            />
          ))}
        </FormGroup>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 800, mb: 0.5 }}>
          Categoría
        </Typography>
        <FormGroup>
          {categories.map((category) => (
            <FormControlLabel
              key={category.id}
              control={
                <Checkbox
                  size="small"
                  checked={filters.categories.includes(category.id)}
                  onChange={() => onChange({ categories: toggle(filters.categories, category.id) })}
                />
              }
              label={category.label}
            />
          ))}
        </FormGroup>
      </Box>
      <Button variant="outlined" onClick={onClear} disabled={!isFiltered(filters)}>
        Limpiar Filtros
      </Button>
    </Box>
  );
}
