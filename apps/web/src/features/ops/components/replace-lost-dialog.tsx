import { useReplaceLostKit } from '../api/replace-lost-kit';
import { boardTexts as t } from '../texts-board';
import { KitActionDialog } from './kit-action-dialog';

/**
 * Sends another free kit after reviewing a second "my kit never arrived" (issue 36, N4): the
 * customer's word alone gets one replacement; the next one is operations' decision.
 */
export function ReplaceLostDialog({
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
      title={t.replaceLostTitle(kit.referenceId)}
      hint={t.replaceLostHint(kit.customer)}
      label={t.replaceLostConfirm}
      busyLabel={t.replacingLost}
      action={useReplaceLostKit()}
      kitId={kit.id}
      doneText={(answer) => t.replaceLostDone(kit.referenceId, answer.referenceId)}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
