import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Role } from '@nutritest/domain';

/** The roles whose profile has 'Mis compras' (the server's GET /v1/purchases answers only them). */
export const rolesWithPurchases: readonly Role[] = ['Customer', 'Business'];

/**
 * The header's profile menu. Loaded on demand by AppHeader (first hover, focus or click of the name):
 * Menu brings MUI's popover, modal and focus trap, which most pages never need before a click.
 */
export default function ProfileMenu({
  role,
  anchor,
  onClose,
  onGo,
  onSignOut,
}: {
  role: Role;
  anchor: HTMLElement | null;
  onClose(): void;
  onGo(to: string): void;
  onSignOut(): void;
}) {
  return (
    <Menu id="profile-menu" anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <MenuItem onClick={() => onGo('/profile')}>Editar perfil</MenuItem>
      {/* Issue 41 item 10: on a phone 'Mis compras' was the third tab of the profile, out of sight. */}
      {rolesWithPurchases.includes(role) && (
        <MenuItem onClick={() => onGo('/profile?tab=compras')}>Mis compras</MenuItem>
      )}
      <MenuItem onClick={() => onGo('/platos-semanales')}>Platos semanales</MenuItem>
      <MenuItem onClick={() => onGo('/consulta-nutricional')}>Consulta nutricionista</MenuItem>
      <MenuItem onClick={onSignOut}>Cerrar sesión</MenuItem>
    </Menu>
  );
}
