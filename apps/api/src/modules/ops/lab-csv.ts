import { complementGenotype, geneticMarkers, isPalindromic, type MarkerDefinition } from '@nutritest/domain';
import { parse } from 'csv-parse/sync';

/**
 * Parses the laboratory's CSV: one row per sample and marker, columns sample reference, rsID,
 * genotype and, optionally, the strand (a header row is optional; comma, semicolon or tab, read by
 * `csv-parse`). Every
 * problem is reported with its row number; nothing is imported unless every row is right.
 *
 * The strand (docs/lab-import.md). Palindromic SNPs (A/T, C/G: FTO rs9939609, AOC1 rs1049793, BCO1
 * rs12934922) read the same on both strands, so a lab reporting the reverse strand would silently
 * swap risk and non-risk. The file therefore declares its strand, for the whole file with a line
 * `#hebra=+` (or `-`) before the rows, or per row in a fourth column (`+` / `-`). A palindromic row
 * without a declared strand refuses the file. Calls declared on the reverse strand are stored
 * complemented, so the database only holds forward-strand genotypes. Where the strand is declared,
 * a non-palindromic marker that only fits on the other strand refuses the file too: the declaration
 * is then wrong, and the palindromic rows of the same file cannot be trusted either.
 */
export interface LabRow {
  row: number;
  referenceId: string;
  rsid: string;
  /** On the forward strand when the file declared a strand; as written otherwise. */
  genotype: string;
}

export type Strand = '+' | '-';

export interface LabCsvResult {
  rows: LabRow[];
  errors: Array<{ row: number; message: string }>;
  /** The file-level strand declaration, if any. */
  strand: Strand | null;
}

const GENOTYPE = /^([ACGT]{1,2}|--|DD|DI|II|D|I)$/;
const STRAND_LINE = /^#\s*(hebra|strand)\s*[:=]\s*(\S*)\s*$/i;

/** `+`, `forward`, `directa`, `plus` / `-`, `reverse`, `inversa`, `minus`; null when unrecognised. */
export function parseStrand(value: string): Strand | null {
  const v = value.trim().toLowerCase();
  if (['+', 'forward', 'directa', 'plus', 'fwd'].includes(v)) return '+';
  if (['-', 'reverse', 'inversa', 'minus', 'rev'].includes(v)) return '-';
  return null;
}

const markersByRsid = new Map<string, MarkerDefinition>(Object.values(geneticMarkers).map((m) => [m.rsid, m]));

/**
 * A cell of the file as a message quotes it: between double quotes, with its own double quotes as
 * single ones, control characters as spaces, and cut at 40 characters. Whatever the file holds, the
 * message shows where the operator's text starts and ends, and stays one readable line.
 */
export function quoteCell(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it replaces
  const clean = value.replaceAll('"', "'").replace(/[\u0000-\u001f\u007f]/g, ' ');
  const chars = [...clean];
  return `"${chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : clean}"`;
}

export const labCsvTexts = {
  badReference: (value: string) =>
    value === '' ? 'Falta la muestra.' : `La muestra ${quoteCell(value)} no es válida.`,
  badRsid: (value: string) =>
    value === '' ? 'Falta el marcador (rsID).' : `El marcador ${quoteCell(value)} no es un rsID válido.`,
  badGenotype: (value: string) =>
    value === '' ? 'Falta el genotipo.' : `El genotipo ${quoteCell(value)} no es válido.`,
  conflictingValues: (rsid: string, reference: string) =>
    `El marcador ${quoteCell(rsid)} de la muestra ${quoteCell(reference)} aparece dos veces con valores distintos.`,
  badStrand: (value: string) => `La hebra ${quoteCell(value)} no es válida: usá + (directa) o - (inversa).`,
  strandConflict: (row: Strand, file: Strand) =>
    `La fila declara la hebra ${row}, pero el archivo declara ${file}: no sabemos cuál vale.`,
  palindromicWithoutStrand: (rsid: string, gene: string) =>
    `El marcador ${rsid} (${gene}) es palindrómico (A/T o C/G): se lee igual en las dos hebras, así que sin saber cuál informa el laboratorio no podemos interpretarlo. Declará la hebra con la línea "#hebra=+" (o "-") al principio del archivo, o en una cuarta columna.`,
  strandMismatch: (rsid: string, genotype: string, strand: Strand) =>
    `El genotipo ${genotype} de ${rsid} no corresponde a la hebra declarada (${strand}); corresponde a la otra. Revisá la hebra del archivo: con una hebra equivocada los marcadores palindrómicos se invierten sin que se note.`,
} as const;

const fitsForward = (marker: MarkerDefinition, genotype: string) =>
  [...genotype].every((a) => a === marker.forward.other || a === marker.forward.effect);

/** One record as `csv-parse` gives it with `raw` and `info`. */
type CsvRecord = { record: string[]; raw: string; info: { lines: number } };

/**
 * The records of the file with the line each ends on (`csv-parse`, decision 019): comma, semicolon
 * or tab between cells, quoted cells with `""` for a quote, a byte-order mark, blank lines and
 * spaces around cells ignored. A record that cannot be read (a quote never closed) is reported on
 * its line and left out; the rest of the file is still checked.
 */
function readRecords(text: string, errors: LabCsvResult['errors']): CsvRecord[] {
  const unreadable = (err: { code?: string; lines?: number }) =>
    errors.push({
      row: err.lines ?? 0,
      message:
        err.code === 'CSV_QUOTE_NOT_CLOSED'
          ? 'Hay una comilla que no se cierra: el archivo no se puede leer desde esta fila.'
          : 'La fila no se puede leer como CSV: revisá las comillas y los separadores.',
    });
  try {
    return parse(text, {
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
      bom: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (err) => {
        if (err) unreadable(err);
        return undefined;
      },
      raw: true,
      info: true,
    }) as unknown as CsvRecord[];
  } catch (err) {
    unreadable(err as { code?: string; lines?: number });
    return [];
  }
}

export function parseLabCsv(text: string): LabCsvResult {
  const rows: LabRow[] = [];
  const errors: LabCsvResult['errors'] = [];
  const seen = new Map<string, string>();
  let fileStrand: Strand | null = null;
  let sawRow = false;
  let sawHeader = false;
  for (const { record, raw, info } of readRecords(text, errors)) {
    const row = info.lines;
    if (record.length === 1 && record[0] === '') continue;
    if (record[0]?.startsWith('#')) {
      const directive = STRAND_LINE.exec(raw.trim());
      if (!directive) continue; // a comment
      const strand = parseStrand(directive[2] ?? '');
      if (!strand) errors.push({ row, message: labCsvTexts.badStrand(directive[2] ?? '') });
      else if (sawRow) errors.push({ row, message: 'La hebra del archivo se declara antes de las filas.' });
      else fileStrand = strand;
      continue;
    }
    const cells = record;
    if (!sawRow && !sawHeader && /reference|referencia|muestra|sample/i.test(cells[0] ?? '')) {
      sawHeader = true;
      continue;
    }
    sawRow = true;
    if (cells.length !== 3 && cells.length !== 4) {
      errors.push({
        row,
        message: `Se esperaban 3 columnas (muestra, rsID, genotipo) o 4 (con la hebra) y hay ${cells.length}.`,
      });
      continue;
    }
    const [referenceId = '', rsidRaw = '', genotypeRaw = '', strandRaw] = cells;
    const rsid = rsidRaw.toLowerCase();
    let genotype = genotypeRaw.toUpperCase();
    // What the file says is quoted in each message; an empty cell is named as missing.
    const isReferenceValid = /^[A-Z0-9-]{4,40}$/i.test(referenceId);
    if (!isReferenceValid) errors.push({ row, message: labCsvTexts.badReference(referenceId) });
    const isRsidValid = /^rs\d{1,12}$/.test(rsid);
    if (!isRsidValid) errors.push({ row, message: labCsvTexts.badRsid(rsidRaw) });
    const isGenotypeValid = GENOTYPE.test(genotype);
    if (!isGenotypeValid) errors.push({ row, message: labCsvTexts.badGenotype(genotypeRaw) });

    let strand: Strand | null = fileStrand;
    if (strandRaw !== undefined && strandRaw !== '') {
      const rowStrand = parseStrand(strandRaw);
      if (!rowStrand) errors.push({ row, message: labCsvTexts.badStrand(strandRaw) });
      else if (fileStrand && rowStrand !== fileStrand)
        errors.push({ row, message: labCsvTexts.strandConflict(rowStrand, fileStrand) });
      else strand = rowStrand;
    }
    const marker = markersByRsid.get(rsid);
    const isCall = isGenotypeValid && /^[ACGT]{2}$/.test(genotype);
    if (isCall && marker?.type === 'snp' && isPalindromic(marker) && strand === null) {
      errors.push({ row, message: labCsvTexts.palindromicWithoutStrand(rsid, marker.gene) });
    }
    if (isCall && strand === '-') genotype = complementGenotype(genotype);
    if (isCall && strand !== null && marker?.type === 'snp' && !isPalindromic(marker)) {
      if (!fitsForward(marker, genotype) && fitsForward(marker, complementGenotype(genotype))) {
        errors.push({ row, message: labCsvTexts.strandMismatch(rsid, genotypeRaw.toUpperCase(), strand) });
      }
    }

    // A row whose sample is not a reference is reported once, above: the sample is not looked up.
    if (!isReferenceValid) continue;
    const key = `${referenceId.toUpperCase()}|${rsid}`;
    const before = seen.get(key);
    // A marker that is not an rsID is reported once, above: it is not compared with other rows.
    if (isRsidValid && before !== undefined && before !== genotype) {
      errors.push({ row, message: labCsvTexts.conflictingValues(rsidRaw, referenceId) });
    }
    seen.set(key, genotype);
    rows.push({ row, referenceId: referenceId.toUpperCase(), rsid, genotype });
  }
  if (rows.length === 0 && errors.length === 0) errors.push({ row: 0, message: 'El archivo no tiene filas.' });
  return { rows, errors, strand: fileStrand };
}
