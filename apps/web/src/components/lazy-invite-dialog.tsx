import { lazy, Suspense, useEffect, useState } from 'react';
import { whenEngaged } from '../lib/when-engaged';
import type { InviteDialogProps } from './invite-dialog';
import { DialogSpinner } from './section-spinner';

const load = () => import('./invite-dialog');
const InviteDialog = lazy(() => load().then((m) => ({ default: m.InviteDialog })));

/**
 * The invite dialog (its form, react-hook-form, MUI's Dialog), loaded after the visitor's first
 * interaction with the dashboard (lib/when-engaged.ts), and mounted from its first opening on (so closing plays its transition).
 */
export function LazyInviteDialog(props: InviteDialogProps) {
  const [wasOpened, setOpened] = useState(props.open);
  if (props.open && !wasOpened) setOpened(true);
  useEffect(() => {
    whenEngaged(() => void load().catch(() => {}));
  }, []);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={props.open ? <DialogSpinner /> : null}>
      <InviteDialog {...props} />
    </Suspense>
  );
}
