import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

/**
 * The header's profile menu. Loaded on demand by AppHeader (first hover, focus or click of the name):
 * Menu brings MUI's popover, modal and focus trap, which most pages never need before a click.
 */
export default function ProfileMenu({
  anchor,
  onClose,
  onGo,
  onSignOut,
}: {
  anchor: HTMLElement | null;
  onClose(): void;
  onGo(to: string): void;
  onSignOut(): void;
}) {
  return (
    <Menu id="profile-menu" anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <MenuItem onClick={() => onGo('/profile')}>Editar perfil</MenuItem>
      <MenuItem onClick={() => onGo('/platos-semanales')}>Platos semanales</MenuItem>
      <MenuItem onClick={() => onGo('/consulta-nutricional')}>Consulta nutricionista</MenuItem>
      <MenuItem onClick={onSignOut}>Cerrar sesión</MenuItem>
    </Menu>
  );
}
