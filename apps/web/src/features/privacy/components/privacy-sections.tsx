import { ConsentsSection } from './consents-section';
import { DeleteAccountSection } from './delete-account-section';
import { DownloadDataSection } from './download-data-section';

/** The profile's data rights (Ley 18.331): consents, "Descargar mis datos", "Eliminar mi cuenta". */
export function PrivacySections() {
  return (
    <>
      <ConsentsSection />
      <DownloadDataSection />
      <DeleteAccountSection />
    </>
  );
}
