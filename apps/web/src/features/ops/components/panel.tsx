import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** What a console action leaves on screen: that it was done, or why not. */
export interface Notice {
  severity: 'success' | 'error';
  text: string;
}

/** A titled block of a console tab: an outlined section named by its heading. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, mb: 4, maxWidth: 900 }}
    >
      <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The notice, if any, closed by its ×. */
export function NoticeAlert({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} onClose={onClose} sx={{ mb: 1.5 }}>
      {notice.text}
    </Alert>
  );
}
