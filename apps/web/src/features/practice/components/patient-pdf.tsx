import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { PdfReportButton, resultsQueryOptions } from '../../results';
import { PatientPdfButton } from './patient-pdf-button';

/**
 * The results PDF of one patient (doc 1 §4: offered only at state 3). The results are read only
 * when asked for (reading them is logged for the patient), then the results feature's button
 * prepares and downloads the document.
 */
export function PatientPdf({
  patientId,
  name,
  initiallyWanted = false,
}: {
  patientId: string;
  name: string;
  /** Pressed before this code arrived (patient-result-actions.tsx draws the same button meanwhile). */
  initiallyWanted?: boolean;
}) {
  const [isWanted, setWanted] = useState(initiallyWanted);
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
      <PatientPdfButton
        name={name}
        isLoading={isLoading}
        onClick={() => (isWanted ? void results.refetch() : setWanted(true))}
      />
      {results.isError && !isLoading && <Alert severity="error">{results.error.message}</Alert>}
    </Box>
  );
}
