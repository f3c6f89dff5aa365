import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';

/** 'Descargar PDF' of one patient: drawn at once, and by the PDF code once it has arrived. */
export function PatientPdfButton({
  name,
  isLoading,
  onClick,
}: {
  name: string;
  isLoading: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="outlined"
      startIcon={<PictureAsPdf />}
      disabled={isLoading}
      aria-label={isLoading ? undefined : `Descargar PDF de ${name}`}
      onClick={onClick}
    >
      {isLoading ? 'Cargando resultados...' : 'Descargar PDF'}
    </Button>
  );
}
