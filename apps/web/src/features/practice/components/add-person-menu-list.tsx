import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

/** The menu of 'Cargar paciente' / 'Cargar empleado' (its code loads when the button is first pointed at or used). */
export default function AddPersonMenuList({
  id,
  buttonId,
  anchor,
  onClose,
  onSendEmail,
  onFullData,
}: {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onSendEmail: () => void;
  onFullData: () => void;
}) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      <MenuItem
        onClick={() => {
          onClose();
          onSendEmail();
        }}
      >
        Enviar invitación por correo
      </MenuItem>
      <MenuItem onClick={onFullData}>Cargar todos los datos</MenuItem>
    </Menu>
  );
}
