import PersonAdd from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';

// The menu (MUI's Menu, Popover, Modal) loads when the button is first pointed at, focused or pressed.
const loadMenu = () => import('./add-person-menu-list');
const AddPersonMenuList = lazy(loadMenu);
const preloadMenu = () => void loadMenu().catch(() => {});

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
  // Mounted from the first opening on, so that closing it plays its transition.
  const [wasOpened, setOpened] = useState(false);

  const open = async (button: HTMLElement) => {
    if (check) {
      setChecking(true);
      try {
        if (!(await check())) return;
      } finally {
        setChecking(false);
      }
    }
    setOpened(true);
    setAnchor(button);
  };

  return (
    <>
      <Button
        id={buttonId}
        variant="contained"
        startIcon={<PersonAdd />}
        onClick={(event) => void open(event.currentTarget)}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        disabled={isChecking}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
      >
        {label}
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <AddPersonMenuList
            id={menuId}
            buttonId={buttonId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onSendEmail={onSendEmail}
            onFullData={() => navigate(fullDataPath)}
          />
        </Suspense>
      )}
    </>
  );
}
