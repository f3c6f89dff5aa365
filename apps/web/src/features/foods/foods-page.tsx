import FilterList from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { foodFrequencies, isAppError, type RatedFood } from '@nutritest/domain';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { TextInput } from '../../components/forms/text-input';
import { EndUserNav } from '../../components/layout/end-user-nav';
import { PageShell } from '../../components/layout/page-shell';
import { useSession } from '../../lib/session';
import { whenEngaged } from '../../lib/when-engaged';
import { useFoods } from './api/get-foods';
import { FoodCard } from './components/food-card';
import { FoodFiltersPanel } from './components/food-filters';
import { MissingTraitsNote } from './components/missing-traits-note';
import {
  activeFilterCount,
  type FoodFilters,
  filterFoods,
  isFiltered,
  pageCount,
  pageOf,
  readFilters,
  writeFilters,
} from './lib/filters';

// The detail dialog comes in its own chunk, fetched while the list is read.
const loadDetail = () => import('./components/food-detail-dialog');
const FoodDetailDialog = lazy(() => loadDetail().then((m) => ({ default: m.FoodDetailDialog })));
// So does the phone's filters sheet (a Drawer: MUI's modal machinery, ~12 kB gzip the first screen
// does not draw), fetched at the first interaction and mounted from its first opening on.
const loadSheet = () => import('./components/filters-sheet');
const FiltersSheet = lazy(() => loadSheet().then((m) => ({ default: m.FiltersSheet })));

export const FOODS_ERROR = 'Hubo un error al mostrar los diagnosticos';

/** The server's "no results yet" answer, shown as it is; anything else is the spec's error notice. */
function FoodsNotice({ error }: { error: unknown }) {
  if (isAppError(error) && error.code === 'NOT_FOUND' && error.message.includes('todavía')) {
    return <Alert severity="info">{error.message}</Alert>;
  }
  return <Alert severity="error">{FOODS_ERROR}</Alert>;
}

/**
 * /foods — the food consultation screen (doc 2 §2): about 300 foods rated for the customer, with a
 * search, frequency and category filters, pages of 12. Every filter and the page live in the URL,
 * so a filtered list can be shared and the back button undoes the last change.
 */
export default function FoodsPage() {
  const { account } = useSession();
  if (account && account.role !== 'Customer') return <Navigate to="/dashboard" replace />;
  return (
    <PageShell>
      <EndUserNav />
      <Typography component="h1" variant="h4" sx={{ mt: { xs: 0, md: 3 }, mb: 1 }}>
        Recomendaciones
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xs: 2, md: 3 }, maxWidth: 760 }}>
        Casi 300 alimentos calificados según tus resultados genéticos: cuáles preferir, cuáles moderar y cuáles evitar.
        Tocá «¿Por qué?» en cualquier alimento para ver qué resultado lo movió.
      </Typography>
      <FoodsList />
    </PageShell>
  );
}

/**
 * The list with its search, filters and pages: the only part that reads the foods, so that their
 * answer (delivered in a task of its own and drawn at once) redraws this part alone, not the page's
 * frame and navigation (issue 23: a 15-20 ms task here before the list's own background render).
 */
function FoodsList() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const foods = useFoods();
  // The list draws in a transition, which React splits into short tasks, instead of in the one long
  // task of the query's answer: the page stays responsive while about 300 foods are filtered and the
  // first page drawn (issue 23, Lighthouse's total blocking time).
  const data = useDeferredValue(foods.data);
  const [showFilters, setShowFilters] = useState(false);
  const [sheetWanted, setSheetWanted] = useState(false);
  if (showFilters && !sheetWanted) setSheetWanted(true);
  const [explained, setExplained] = useState<RatedFood | null>(null);
  // Mounted from the first "¿Por qué?" on, so that it can play its closing transition.
  const [detailWanted, setDetailWanted] = useState(false);
  if (explained && !detailWanted) setDetailWanted(true);
  useEffect(
    () =>
      whenEngaged(() => {
        loadDetail().catch(() => {});
        loadSheet().catch(() => {});
      }),
    [],
  );
  const gridTop = useRef<HTMLHeadingElement>(null);

  const categories = useMemo(
    () =>
      Object.entries(data?.categories ?? {})
        .map(([id, label]) => ({ id: Number(id), label }))
        .sort((a, b) => a.id - b.id),
    [data],
  );
  const matching = useMemo(() => filterFoods(data?.foods ?? [], filters), [data, filters]);

  /** Filter changes go back to page 1; typing replaces the history entry, a click adds one. */
  const update = (next: Partial<FoodFilters>, replace = false) =>
    setParams(writeFilters({ ...filters, page: 1, ...next }), { replace });
  const clear = () => setParams(new URLSearchParams());
  const total = data?.foods.length ?? 0;
  const { items, page } = pageOf(matching, filters.page);

  const panel = (
    <FoodFiltersPanel filters={filters} categories={categories} onChange={(next) => update(next)} onClear={clear} />
  );

  return (
    <>
      {foods.isError ? (
        <FoodsNotice error={foods.error} />
      ) : !data ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Cargando alimentos" />
        </Box>
      ) : (
        <>
          {/* An API process of the previous release (a rolling deploy) does not send the names yet. */}
          <MissingTraitsNote missing={data.missingTraits ?? []} />
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, gap: 3, alignItems: 'start' }}
          >
            {wide && <Box>{panel}</Box>}

            <Box sx={{ minWidth: 0 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <TextInput
                  fullWidth
                  placeholder="Buscar por nombre"
                  value={filters.query}
                  onChange={(event) => update({ query: event.target.value }, true)}
                  slotProps={{
                    htmlInput: { 'aria-label': 'Buscar por nombre', type: 'search' },
                    input: {
                      startAdornment: (
                        <InputAdornment position="start">
                          <SearchIcon />
                        </InputAdornment>
                      ),
                    },
                  }}
                />
                {!wide && (
                  // Issue 22: on a phone the panel (about 1,700 px of checkboxes) opens as a bottom
                  // sheet over the list instead of pushing the results down; its button sits beside
                  // the search, so the list starts on the first screen.
                  <>
                    <Button
                      variant="outlined"
                      startIcon={<FilterList />}
                      onClick={() => setShowFilters(true)}
                      aria-haspopup="dialog"
                      aria-expanded={showFilters}
                      sx={{ flexShrink: 0, alignSelf: 'stretch' }}
                    >
                      {activeFilterCount(filters) > 0 ? `Filtros (${activeFilterCount(filters)})` : 'Filtros'}
                    </Button>
                    {sheetWanted && (
                      <Suspense fallback={null}>
                        <FiltersSheet open={showFilters} shown={matching.length} onClose={() => setShowFilters(false)}>
                          {panel}
                        </FiltersSheet>
                      </Suspense>
                    )}
                  </>
                )}
              </Box>
              <Box
                component="ul"
                aria-label="Resumen por frecuencia"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, my: 2 }}
              >
                {foodFrequencies.map((frequency) => (
                  <Typography component="li" key={frequency.score} variant="body2" sx={{ listStyle: 'none' }}>
                    {frequency.list}: <strong>{data.foods.filter((f) => f.score === frequency.score).length}</strong>
                    {frequency.score < 3 ? ' ·' : ''}
                  </Typography>
                ))}
              </Box>
              <Typography component="h2" ref={gridTop} tabIndex={-1} aria-live="polite" sx={{ fontWeight: 700, mb: 2 }}>
                Mostrando {matching.length} de {total}
              </Typography>
              {items.length === 0 ? (
                <Alert severity="info">
                  Ningún alimento coincide con tu búsqueda.{isFiltered(filters) ? ' Probá con otros filtros.' : ''}
                </Alert>
              ) : (
                <Box
                  component="ul"
                  sx={{
                    p: 0,
                    m: 0,
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
                  }}
                >
                  {items.map((food) => (
                    <FoodCard key={food.id} food={food} onExplain={setExplained} />
                  ))}
                </Box>
              )}
              {pageCount(matching.length) > 1 && (
                <Pagination
                  aria-label="Páginas de alimentos"
                  sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
                  count={pageCount(matching.length)}
                  page={page}
                  color="primary"
                  onChange={(_event, next) => {
                    setParams(writeFilters({ ...filters, page: next }));
                    gridTop.current?.focus();
                    gridTop.current?.scrollIntoView?.({ block: 'start' });
                  }}
                  getItemAriaLabel={(type, number) =>
                    type === 'page' ? `Página ${number}` : type === 'next' ? 'Página siguiente' : 'Página anterior'
                  }
                />
              )}
            </Box>
          </Box>
        </>
      )}
      {detailWanted && (
        <Suspense fallback={null}>
          <FoodDetailDialog food={explained} traits={data?.traits ?? {}} onClose={() => setExplained(null)} />
        </Suspense>
      )}
    </>
  );
}
