import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { opsTexts as t } from '../texts';

/** The printable sheets' day picker and print button (left out of the printout). */
export function SheetDateBar({
  label,
  date,
  onChange,
}: {
  label: string;
  date: string;
  onChange: (date: string) => void;
}) {
  return (
    <Stack direction="row" spacing={2} className="no-print" sx={{ alignItems: 'center' }}>
      <TextField
        type="date"
        label={label}
        value={date}
        onChange={(e) => onChange(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
        {t.print}
      </Button>
    </Stack>
  );
}
