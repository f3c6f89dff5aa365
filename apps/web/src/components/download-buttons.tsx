import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { errorText } from '../lib/error-text';

/** One file to download: its button and how to get it. */
export interface FileDownload {
  /** Tells the buttons apart. */
  id: string;
  text: string;
  /** The button's text while the file is on its way. */
  busyText: string;
  /** The button's accessible name, when its text alone does not say which file. */
  label?: string;
  icon: ReactNode;
  /** Fetches the file and hands it to the browser. */
  download: () => Promise<void>;
  /** Shown when the failure brings no message from the server. */
  failedText: string;
}

/**
 * A row of download buttons, each with its progress (a spinner and `busyText`) and the failure's
 * message under them. With `oneAtATime` every button waits while any file is on its way; else only
 * the one pressed.
 */
export function DownloadButtons({
  downloads,
  size = 'small',
  oneAtATime = false,
}: {
  downloads: FileDownload[];
  size?: 'small' | 'medium';
  oneAtATime?: boolean;
}) {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const waits = (id: string) => (oneAtATime ? busy.size > 0 : busy.has(id));

  async function run({ id, download, failedText }: FileDownload) {
    if (waits(id)) return;
    setError(null);
    setBusy((ids) => new Set(ids).add(id));
    try {
      await download();
    } catch (failure) {
      if (mounted.current) setError(errorText(failure, failedText));
    } finally {
      if (mounted.current) {
        setBusy((ids) => {
          const rest = new Set(ids);
          rest.delete(id);
          return rest;
        });
      }
    }
  }

  return (
    <Box aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {downloads.map((item) => (
          <Button
            key={item.id}
            variant="outlined"
            size={size}
            onClick={() => run(item)}
            disabled={waits(item.id)}
            aria-label={item.label}
            startIcon={busy.has(item.id) ? <CircularProgress size={16} color="inherit" /> : item.icon}
          >
            {busy.has(item.id) ? item.busyText : item.text}
          </Button>
        ))}
      </Box>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
