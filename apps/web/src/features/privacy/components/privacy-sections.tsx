import { ApoeOptInCard } from './apoe-opt-in-card';
import { ConsentsSection } from './consents-section';
import { DeleteAccountSection } from './delete-account-section';
import { DownloadDataSection } from './download-data-section';

/** The profile's data rights (Ley 18.331): consents (the APOE opt-in among them), "Descargar mis datos", "Eliminar mi cuenta". */
export function PrivacySections() {
  return (
    <>
      <ConsentsSection />
      <ApoeOptInCard />
      <DownloadDataSection />
      <DeleteAccountSection />
    </>
  );
}
