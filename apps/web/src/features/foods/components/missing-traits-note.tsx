import Alert from '@mui/material/Alert';

/**
 * Issue 18: /foods says when the ratings lack a trait. Those foods follow the general advice for that
 * trait, which the note says in one line. The names come with the foods (`missingTraits`, computed
 * on the server), so the note draws with the list and never pushes it down afterwards (issue 23).
 */
export function MissingTraitsNote({ missing }: { missing: readonly string[] }) {
  if (missing.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      Tus resultados no tienen dato para {missing.length === 1 ? 'este rasgo' : 'estos rasgos'}: {missing.join(', ')}.
      En lo que depende de {missing.length === 1 ? 'él' : 'ellos'}, calificamos los alimentos con las recomendaciones
      generales.
    </Alert>
  );
}
