import { DiagnosticsList } from './diagnostics-list';

/** Resumen de resultados: one card per trait (the trait texts come with them). */
export function ResultsSummary({ patientId, isNutritionist }: { patientId?: string; isNutritionist: boolean }) {
  return <DiagnosticsList patientId={patientId} isNutritionist={isNutritionist} />;
}

export default ResultsSummary;
