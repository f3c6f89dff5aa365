import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { saveFile } from '../../../lib/save-file';

const FILE_NAME = 'codigos-recuperacion-nutritest.txt';

function asText(codes: string[]) {
  return [
    'NutriTest: códigos de recuperación de la verificación en dos pasos.',
    'Cada código sirve una sola vez, en lugar del código de tu app al ingresar.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * An operator's one-time recovery codes, shown once (the server keeps only their hashes): copy
 * them or download them as a text file, then confirm they are kept.
 */
export function RecoveryCodesPanel({
  codes,
  onDone,
  doneLabel = 'Ya los guardé',
}: {
  codes: string[];
  onDone: () => void;
  doneLabel?: string;
}) {
  const [notice, setNotice] = useState<string | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(asText(codes));
      setNotice('Copiamos los códigos. Pegalos en un lugar seguro.');
    } catch {
      setNotice('No pudimos copiarlos: seleccioná los códigos y copialos a mano.');
    }
  }

  function download() {
    saveFile(new Blob([asText(codes)], { type: 'text/plain;charset=utf-8' }), FILE_NAME);
    setNotice(`Descargaste ${FILE_NAME}.`);
  }

  return (
    <Stack spacing={2} component="section" aria-label="Códigos de recuperación">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Tus códigos de recuperación
      </Typography>
      <Alert severity="warning">
        Guardalos en un lugar seguro: es la única vez que los mostramos. Si perdés tu app de autenticación, ingresá con
        uno de ellos en lugar del código; cada uno sirve una sola vez.
      </Alert>
      <Box
        component="ul"
        aria-label="Códigos"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      {notice && (
        <Alert severity="info" role="status">
          {notice}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => void copy()}>
          Copiar códigos
        </Button>
        <Button variant="outlined" onClick={download}>
          Descargar códigos
        </Button>
        <Button variant="contained" onClick={onDone}>
          {doneLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
