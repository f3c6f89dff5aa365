import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { LinkedPerson } from '@nutritest/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { whenEngaged } from '../../../lib/when-engaged';
import { PatientPdfButton } from './patient-pdf-button';
import { fullName } from './people-list';

// The PDF's code (the results feature: the report, the step-up dialog) loads after the first
// interaction with the page once the list draws; until then the same button is drawn, and a press on it is kept.
const loadPatientPdf = () => import('./patient-pdf');
const PatientPdf = lazy(() => loadPatientPdf().then((m) => ({ default: m.PatientPdf })));
const preloadPatientPdf = () => void loadPatientPdf().catch(() => {});

function LazyPatientPdf({ patientId, name }: { patientId: string; name: string }) {
  const [isWanted, setWanted] = useState(false);
  useEffect(() => {
    whenEngaged(preloadPatientPdf);
  }, []);
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
          <PatientPdfButton
            name={name}
            isLoading={isWanted}
            onClick={() => {
              setWanted(true);
              preloadPatientPdf();
            }}
          />
        </Box>
      }
    >
      <PatientPdf patientId={patientId} name={name} initiallyWanted={isWanted} />
    </Suspense>
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
      <LazyPatientPdf patientId={person.id} name={name} />
    </Box>
  );
}
