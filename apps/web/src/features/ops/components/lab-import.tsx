import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isAppError, type LabImportPreview, type LabSample } from '@nutritest/domain';
import { useId, useState } from 'react';
import { useImportLabResults, useLabMarkers, usePreviewLabResults } from '../api/import-lab-results';
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

function RowErrors({ error }: { error: Error }) {
  const report = isAppError(error) && error.fields ? rowReport(error.fields) : [];
  return (
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
  );
}

function SampleItem({ sample }: { sample: LabSample }) {
  const outcome = sample.kind === 'correction' ? t.sampleCorrection : sample.complete ? t.sampleComplete : t.sampleHeld;
  return (
    <Box
      component="li"
      sx={{ py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}
      aria-label={sample.referenceId}
    >
      <Typography sx={{ fontWeight: 700 }}>
        {sample.referenceId} · {t.sampleKind[sample.kind]}
      </Typography>
      <Typography variant="body2">
        {t.sampleMarkers(sample.markers, sample.traitsReported, sample.traitsTotal)}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          fontWeight: 700,
          color: sample.complete || sample.kind === 'correction' ? 'success.dark' : 'warning.dark',
        }}
      >
        {outcome}
      </Typography>
      {(sample.missing.length > 0 || sample.failedCalls.length > 0) && (
        <Box component="ul" sx={{ pl: 2, my: 0.5 }}>
          {sample.missing.map((m) => (
            <Typography component="li" variant="body2" key={`m-${m.trait}`}>
              {t.sampleMissing(m.trait, m.rsids)}
            </Typography>
          ))}
          {sample.failedCalls.map((m) => (
            <Typography component="li" variant="body2" key={`f-${m.trait}`} color="text.secondary">
              {t.sampleFailed(m.trait, m.rsids)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

function Preview({ preview }: { preview: LabImportPreview }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="h6">
        {t.previewTitle}
      </Typography>
      <Box component="ul" aria-label={t.previewSamples} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {preview.samples.map((sample) => (
          <SampleItem key={sample.referenceId} sample={sample} />
        ))}
      </Box>
    </Box>
  );
}

/** The markers each trait needs (issue 41), read from the server when opened. */
function MarkersList() {
  const [open, setOpen] = useState(false);
  const markers = useLabMarkers(open);
  return (
    <Box component="details" onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 700 }}>
        {t.markersTitle}
      </Box>
      {markers.isPending && open && <Typography variant="body2">{t.markersLoading}</Typography>}
      {markers.data && (
        <Box component="ul" sx={{ pl: 2, my: 1 }}>
          {markers.data
            .filter((m) => m.rsids.length > 0)
            .map((m) => (
              <Typography component="li" variant="body2" key={m.trait}>
                <strong>{m.trait}:</strong> {m.rsids.join(', ')}
              </Typography>
            ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * Upload of the lab's CSV (issue 41): first a review of what the file does, sample by sample (nothing
 * stored), then the import, which publishes only complete samples; or the row-by-row report of what
 * was wrong.
 */
export function LabImport() {
  const inputId = useId();
  const helpId = useId();
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const preview = usePreviewLabResults();
  const upload = useImportLabResults();

  async function review(e: React.FormEvent) {
    e.preventDefault();
    if (!file) {
      setMissingFile(true);
      return;
    }
    setMissingFile(false);
    upload.reset();
    preview.mutate({ content: file.content });
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
        <Typography sx={{ mt: 1 }}>{t.importReview}</Typography>
      </Box>
      <MarkersList />
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
        onSubmit={review}
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
            onChange={async (e) => {
              const chosen = e.target.files?.[0] ?? null;
              preview.reset();
              upload.reset();
              setFile(chosen ? { name: chosen.name, content: await chosen.text() } : null);
            }}
          />
        </Box>
        <Button type="submit" variant="contained" disabled={preview.isPending || upload.isPending}>
          {preview.isPending ? t.previewing : t.preview}
        </Button>
      </Stack>
      {missingFile && <Alert severity="error">{t.chooseFile}</Alert>}
      {preview.error && <RowErrors error={preview.error} />}
      {preview.data && !upload.isSuccess && (
        <>
          <Preview preview={preview.data} />
          <Box>
            <Button
              variant="contained"
              disabled={upload.isPending || !file}
              onClick={() => file && upload.mutate({ fileName: file.name, content: file.content })}
            >
              {upload.isPending ? t.uploading : t.upload}
            </Button>
          </Box>
        </>
      )}
      {upload.isSuccess && (
        <Alert severity="success">
          <AlertTitle>{t.imported(upload.data.rows, upload.data.samples)}</AlertTitle>
          {upload.data.published.length > 0 && <Typography>{t.importedPublished(upload.data.published)}</Typography>}
          {upload.data.held.length > 0 && <Typography>{t.importedHeld(upload.data.held)}</Typography>}
          {upload.data.corrected.length > 0 && <Typography>{t.importedCorrected(upload.data.corrected)}</Typography>}
        </Alert>
      )}
      {upload.error && <RowErrors error={upload.error} />}
    </Stack>
  );
}
