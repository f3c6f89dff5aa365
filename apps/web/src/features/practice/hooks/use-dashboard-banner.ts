import { invitationTexts } from '@nutritest/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useBanner } from '../../../components/page-banner';

/** Router state /createUser leaves after sending an invitation with all the data. */
export interface InvitationSentState {
  invitationSent: true;
}
export const invitationSentState: InvitationSentState = { invitationSent: true };

/**
 * The dashboard's banner (9 s). Arriving from /createUser with an invitation sent shows the
 * success text once; the state is then dropped so going back or reloading does not show it again.
 */
export function useDashboardBanner() {
  const banner = useBanner();
  const location = useLocation();
  const navigate = useNavigate();
  const isSent = (location.state as Partial<InvitationSentState> | null)?.invitationSent === true;
  const { show } = banner;

  useEffect(() => {
    if (!isSent) return;
    show('success', invitationTexts.sent);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [isSent, show, navigate, location.pathname, location.search]);

  return banner;
}
