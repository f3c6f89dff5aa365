import { describe, expect, it } from 'vitest';
import { labCsvTexts, parseLabCsv, quoteCell } from './lab-csv';

describe('parseLabCsv: the strand', () => {
  it('refuses a palindromic SNP when the file does not declare its strand, naming the row', () => {
    const parsed = parseLabCsv(['NT-1,rs4988235,CT', 'NT-1,rs9939609,TA', 'NT-1,rs1049793,CG'].join('\n'));
    expect(parsed.errors).toEqual([
      { row: 2, message: labCsvTexts.palindromicWithoutStrand('rs9939609', 'FTO') },
      { row: 3, message: labCsvTexts.palindromicWithoutStrand('rs1049793', 'AOC1 (DAO)') },
    ]);
    expect(parsed.errors[0]!.message).toMatch(/palindrómico.*#hebra=\+/);
  });

  it('accepts a file without palindromic markers and no declaration, as before', () => {
    expect(parseLabCsv('NT-1,rs4988235,CT\n').errors).toEqual([]);
  });

  it('keeps a forward file as written and complements a reverse one', () => {
    const forward = parseLabCsv(['#hebra=+', 'referencia,rsid,genotipo', 'NT-1,rs9939609,AA'].join('\n'));
    expect(forward.errors).toEqual([]);
    expect(forward.strand).toBe('+');
    expect(forward.rows).toEqual([{ row: 3, referenceId: 'NT-1', rsid: 'rs9939609', genotype: 'AA' }]);

    // FTO AA on the reverse strand is TT on the forward: no risk allele (not two).
    const reverse = parseLabCsv(['# hebra: inversa', 'NT-1,rs9939609,AA', 'NT-1,rs4988235,CT'].join('\n'));
    expect(reverse.errors).toEqual([]);
    expect(reverse.rows.map((r) => r.genotype)).toEqual(['TT', 'GA']);
  });

  it('takes the strand from a fourth column, row by row', () => {
    const parsed = parseLabCsv(['NT-1,rs12934922,AA,-', 'NT-1,rs9939609,TA,+'].join('\n'));
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.map((r) => r.genotype)).toEqual(['TT', 'TA']);
  });

  it('refuses an unknown strand, a row that contradicts the file, and a declaration the calls contradict', () => {
    const parsed = parseLabCsv(
      ['#hebra=+', 'NT-1,rs9939609,TA,x', 'NT-1,rs9939609,TA,-', 'NT-1,rs4988235,CT'].join('\n'),
    );
    expect(parsed.errors).toEqual([
      { row: 2, message: labCsvTexts.badStrand('x') },
      { row: 3, message: labCsvTexts.strandConflict('-', '+') },
      { row: 4, message: labCsvTexts.strandMismatch('rs4988235', 'CT', '+') },
    ]);
  });

  it('accepts the array C/T call for the GSTM1 deletion (rs366631)', () => {
    const parsed = parseLabCsv(['NT-1,rs366631,TT', 'NT-1,rs71748309,DI'].join('\n'));
    expect(parsed.errors).toEqual([]);
  });
});

describe('the demo genotype file', () => {
  it('declares its strand and passes the import checks', async () => {
    const { readFileSync } = await import('node:fs');
    const csv = readFileSync(new URL('../../db/seed/demo-genotypes.csv', import.meta.url), 'utf8');
    const parsed = parseLabCsv(csv);
    expect(parsed.errors).toEqual([]);
    expect(parsed.strand).toBe('+');
  });
});

describe('parseLabCsv: reading the file (csv-parse, decision 019)', () => {
  it('reads quoted cells, semicolons, tabs, a byte-order mark and blank lines, numbering rows by line', () => {
    const parsed = parseLabCsv(
      '\uFEFF"muestra";"rsid";"genotipo"\r\n\r\n"NT-1";rs4988235;"CT"\r\nNT-1\trs1799883\tAG\r\n',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toEqual([
      { row: 3, referenceId: 'NT-1', rsid: 'rs4988235', genotype: 'CT' },
      { row: 4, referenceId: 'NT-1', rsid: 'rs1799883', genotype: 'AG' },
    ]);
  });

  it('reports a quote that never closes on its line and imports nothing', () => {
    const parsed = parseLabCsv('NT-1,rs4988235,CT\nNT-1,"rs1799883,AG\n');
    expect(parsed.errors).toContainEqual({
      row: 2,
      message: 'Hay una comilla que no se cierra: el archivo no se puede leer desde esta fila.',
    });
  });

  it('names an empty cell as missing, and quotes a bad one on one line whatever it holds (issue 42, the fuzz test)', () => {
    const parsed = parseLabCsv(`,,bOdy\nNT-1,rs4988235,"x""y\tz"\n${'a'.repeat(60)},rs4988235,CT\n`);
    expect(parsed.errors).toEqual([
      { row: 1, message: 'Falta la muestra.' },
      { row: 1, message: 'Falta el marcador (rsID).' },
      { row: 1, message: 'El genotipo "bOdy" no es válido.' },
      { row: 2, message: `El genotipo "x'y z" no es válido.` },
      { row: 3, message: `La muestra "${'a'.repeat(40)}…" no es válida.` },
    ]);
    // A row whose sample is not a reference is not looked up (it would be "No existe la muestra" again).
    expect(parsed.rows.map((r) => r.row)).toEqual([2]);
    expect(quoteCell('a"b\u0000c')).toBe(`"a'b c"`);
  });

  it('quotes the marker and the sample of a pair given twice with different values; a bad marker is said once', () => {
    const parsed = parseLabCsv('NT-1,rs4988235,CT\nNT-1,rs4988235,CC\nNT-1,"r""s\t1",AA\nNT-1,"r""s\t1",GG\n');
    expect(parsed.errors).toEqual([
      { row: 2, message: 'El marcador "rs4988235" de la muestra "NT-1" aparece dos veces con valores distintos.' },
      { row: 3, message: `El marcador "r's 1" no es un rsID válido.` },
      { row: 4, message: `El marcador "r's 1" no es un rsID válido.` },
    ]);
  });

  it('reports a spreadsheet formula as an invalid cell, with the usual messages', () => {
    const parsed = parseLabCsv('=cmd|calc,rs4988235,CT\nNT-1,"=1+1",CT\n');
    expect(parsed.errors).toEqual([
      { row: 1, message: 'La muestra "=cmd|calc" no es válida.' },
      { row: 2, message: 'El marcador "=1+1" no es un rsID válido.' },
    ]);
  });
});
