import PersonAdd from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * 'Cargar paciente' / 'Cargar empleado' (doc 1 §2 Dialogs): a menu to send the invitation by
 * e-mail only, or to load all the person's data on /createUser. `check` runs before the menu
 * opens (a company's places); when it answers false the menu stays closed.
 */
export function AddPersonMenu({
  label,
  fullDataPath,
  onSendEmail,
  check,
}: {
  label: string;
  fullDataPath: string;
  onSendEmail: () => void;
  check?: () => Promise<boolean>;
}) {
  const menuId = useId();
  const buttonId = useId();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isChecking, setChecking] = useState(false);

  const open = async (button: HTMLElement) => {
    if (check) {
      setChecking(true);
      try {
        if (!(await check())) return;
      } finally {
        setChecking(false);
      }
    }
    setAnchor(button);
  };

  return (
    <>
      <Button
        id={buttonId}
        variant="contained"
        startIcon={<PersonAdd />}
        onClick={(event) => void open(event.currentTarget)}
        disabled={isChecking}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onSendEmail();
          }}
        >
          Enviar invitación por correo
        </MenuItem>
        <MenuItem onClick={() => navigate(fullDataPath)}>Cargar todos los datos</MenuItem>
      </Menu>
    </>
  );
}
