import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { LinkedPerson } from '@nutritest/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PdfReportButton, resultsQueryOptions } from '../../results';
import { fullName } from './people-list';

/**
 * The results PDF of one patient (doc 1 §4: offered only at state 3). The results are read only
 * when asked for (reading them is logged for the patient), then the results feature's button
 * prepares and downloads the document.
 */
function PatientPdf({ patientId, name }: { patientId: string; name: string }) {
  const [isWanted, setWanted] = useState(false);
  const results = useQuery({ ...resultsQueryOptions(patientId), enabled: isWanted });
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Keyboard users land on the next step's button once the results arrive.
    if (isWanted && results.data) box.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [isWanted, results.data]);

  if (results.data) {
    return (
      <Box ref={box} role="group" aria-label={`PDF de resultados de ${name}`}>
        <PdfReportButton patientId={patientId} />
      </Box>
    );
  }
  const isLoading = isWanted && results.isFetching;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <Button
        variant="outlined"
        startIcon={<PictureAsPdf />}
        disabled={isLoading}
        aria-label={isLoading ? undefined : `Descargar PDF de ${name}`}
        onClick={() => (isWanted ? void results.refetch() : setWanted(true))}
      >
        {isLoading ? 'Cargando resultados...' : 'Descargar PDF'}
      </Button>
      {results.isError && !isLoading && <Alert severity="error">{results.error.message}</Alert>}
    </Box>
  );
}

/** 'Ver resultados' and the PDF, for a patient whose results were sent. */
export function PatientResultActions({ person }: { person: LinkedPerson }) {
  const name = fullName(person);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <Button
        component={RouterLink}
        to={`/patientresult?id=${encodeURIComponent(person.id)}`}
        variant="outlined"
        aria-label={`Ver resultados de ${name}`}
      >
        Ver resultados
      </Button>
      <PatientPdf patientId={person.id} name={name} />
    </Box>
  );
}
