import { usePublishHeldResults } from '../api/publish-held-results';
import { boardTexts as t } from '../texts-board';
import { KitActionDialog } from './kit-action-dialog';

/** Publishes a held sample's results as they are, after the laboratory confirmed what it cannot send (issue 41). */
export function PublishHeldDialog({
  kit,
  onClose,
  onDone,
}: {
  kit: { id: string; referenceId: string; customer: string };
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  return (
    <KitActionDialog
      title={t.publishHeldTitle(kit.referenceId)}
      hint={t.publishHeldHint(kit.customer)}
      label={t.publishHeldConfirm}
      busyLabel={t.publishingHeld}
      action={usePublishHeldResults()}
      kitId={kit.id}
      doneText={() => t.publishHeldDone(kit.referenceId)}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
