import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isAppError } from '@nutritest/domain';
import { useId, useState } from 'react';
import { useImportLabResults } from '../api/import-lab-results';
import { opsTexts as t } from '../texts';

/** The server's per-row messages ('row.12', or 'file'), in row order. */
export function rowReport(fields: Record<string, string>): Array<{ key: string; label: string; message: string }> {
  return Object.entries(fields)
    .map(([key, message]) => {
      const row = key.startsWith('row.') ? key.slice(4) : null;
      return { key, label: row ? t.row(row) : t.fileLevel, message, order: row ? Number(row) : -1 };
    })
    .sort((a, b) => a.order - b.order)
    .map(({ key, label, message }) => ({ key, label, message }));
}

/** Upload of the lab's CSV: a success summary, or the row-by-row report of what was wrong. */
export function LabImport() {
  const inputId = useId();
  const helpId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const upload = useImportLabResults();
  const error = upload.error;
  const report = isAppError(error) && error.fields ? rowReport(error.fields) : [];

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!file) {
      setMissingFile(true);
      return;
    }
    setMissingFile(false);
    upload.mutate({ fileName: file.name, content: await file.text() });
  }

  return (
    <Stack spacing={3}>
      <Box id={helpId}>
        <Typography>{t.importIntro}</Typography>
        <Typography sx={{ mt: 1 }}>{t.importStrand}</Typography>
        <Typography component="p" sx={{ fontFamily: 'monospace', my: 1 }}>
          {t.importExample}
        </Typography>
        <Typography>{t.importAllOrNothing}</Typography>
      </Box>
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
        onSubmit={submit}
      >
        <Box>
          <Typography component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 700, mb: 0.5 }}>
            {t.file}
          </Typography>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={helpId}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              upload.reset();
            }}
          />
        </Box>
        <Button type="submit" variant="contained" disabled={upload.isPending}>
          {upload.isPending ? t.uploading : t.upload}
        </Button>
      </Stack>
      {missingFile && <Alert severity="error">{t.chooseFile}</Alert>}
      {upload.isSuccess && <Alert severity="success">{t.imported(upload.data.rows, upload.data.samples)}</Alert>}
      {error && (
        <Alert severity="error">
          <AlertTitle>{error.message}</AlertTitle>
          {report.length > 0 && (
            <>
              <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
                {t.reportTitle}
              </Typography>
              <Box component="ul" sx={{ pl: 2, my: 0.5 }}>
                {report.map((r) => (
                  <li key={r.key}>
                    <strong>{r.label}:</strong> {r.message}
                  </li>
                ))}
              </Box>
            </>
          )}
        </Alert>
      )}
    </Stack>
  );
}
