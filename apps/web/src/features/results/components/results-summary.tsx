import { DiagnosticsList } from './diagnostics-list';
import { MetabolismView } from './metabolism-view';

/** Resumen De Diagnósticos: the trait cards and the Metabolism view (the trait texts come with them). */
export function ResultsSummary({ patientId, isNutritionist }: { patientId?: string; isNutritionist: boolean }) {
  return (
    <>
      <DiagnosticsList patientId={patientId} isNutritionist={isNutritionist} />
      <MetabolismView patientId={patientId} />
    </>
  );
}

export default ResultsSummary;
