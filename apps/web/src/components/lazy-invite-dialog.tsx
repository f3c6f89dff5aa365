import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/lazy-resolver';
import type { InviteDialogProps } from './invite-dialog';
import { DialogSpinner } from './section-spinner';

const load = () => import('./invite-dialog');
const InviteDialog = lazy(() => load().then((m) => ({ default: m.InviteDialog })));

/**
 * The invite dialog (its form, react-hook-form, MUI's Dialog), loaded when the browser is idle after
 * the dashboard draws, and mounted from its first opening on (so closing plays its transition).
 */
export function LazyInviteDialog(props: InviteDialogProps) {
  const [wasOpened, setOpened] = useState(props.open);
  if (props.open && !wasOpened) setOpened(true);
  useEffect(() => {
    whenIdle(() => void load().catch(() => {}));
  }, []);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={props.open ? <DialogSpinner /> : null}>
      <InviteDialog {...props} />
    </Suspense>
  );
}
