/**
 * Parses the laboratory's CSV: one row per sample and marker, columns sample reference, rsID and
 * genotype (a header row is optional; comma or semicolon). Every problem is reported with its row
 * number; nothing is imported unless every row is right.
 */
export interface LabRow {
  row: number;
  referenceId: string;
  rsid: string;
  genotype: string;
}

export interface LabCsvResult {
  rows: LabRow[];
  errors: Array<{ row: number; message: string }>;
}

const GENOTYPE = /^([ACGT]{1,2}|--|DD|DI|II|D|I)$/;

export function parseLabCsv(text: string): LabCsvResult {
  const rows: LabRow[] = [];
  const errors: LabCsvResult['errors'] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const seen = new Map<string, string>();
  lines.forEach((raw, index) => {
    const row = index + 1;
    const line = raw.trim();
    if (!line) return;
    const cells = line.split(/[;,\t]/).map((c) => c.trim().replace(/^"|"$/g, ''));
    if (row === 1 && /reference|referencia|muestra|sample/i.test(cells[0] ?? '')) return;
    if (cells.length !== 3) {
      errors.push({ row, message: `Se esperaban 3 columnas (muestra, rsID, genotipo) y hay ${cells.length}.` });
      return;
    }
    const [referenceId = '', rsidRaw = '', genotypeRaw = ''] = cells;
    const rsid = rsidRaw.toLowerCase();
    const genotype = genotypeRaw.toUpperCase();
    if (!/^[A-Z0-9-]{4,40}$/i.test(referenceId))
      errors.push({ row, message: `La muestra "${referenceId}" no es válida.` });
    if (!/^rs\d{1,12}$/.test(rsid)) errors.push({ row, message: `El marcador "${rsidRaw}" no es un rsID válido.` });
    if (!GENOTYPE.test(genotype)) errors.push({ row, message: `El genotipo "${genotypeRaw}" no es válido.` });
    const key = `${referenceId.toUpperCase()}|${rsid}`;
    const before = seen.get(key);
    if (before !== undefined && before !== genotype) {
      errors.push({
        row,
        message: `El marcador ${rsid} de la muestra ${referenceId} aparece dos veces con valores distintos.`,
      });
    }
    seen.set(key, genotype);
    rows.push({ row, referenceId: referenceId.toUpperCase(), rsid, genotype });
  });
  if (rows.length === 0 && errors.length === 0) errors.push({ row: 0, message: 'El archivo no tiene filas.' });
  return { rows, errors };
}
