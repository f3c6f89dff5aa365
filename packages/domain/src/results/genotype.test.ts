import { describe, expect, it } from 'vitest';
import { complementGenotype, isPalindromic, type MarkerAlleles, readMarker } from './genotype';

const ct: MarkerAlleles = { rsid: 'rs1', type: 'snp', forward: { other: 'C', effect: 'T' } };
const at: MarkerAlleles = { rsid: 'rs2', type: 'snp', forward: { other: 'T', effect: 'A' } };
const cg: MarkerAlleles = { rsid: 'rs3', type: 'snp', forward: { other: 'C', effect: 'G' } };
const ace: MarkerAlleles = { rsid: 'rs4', type: 'indel', forward: { other: 'D', effect: 'I' } };
const gst: MarkerAlleles = { rsid: 'rs5', type: 'geneDeletion', forward: { other: 'I', effect: 'D' } };

describe('readMarker', () => {
  it('counts the effect allele on the forward strand, in either allele order', () => {
    expect(readMarker(ct, 'CC')).toEqual({ status: 'ok', count: 0, genotype: 'CC', strand: 'forward' });
    expect(readMarker(ct, 'CT')).toEqual({ status: 'ok', count: 1, genotype: 'CT', strand: 'forward' });
    expect(readMarker(ct, 'TC')).toEqual({ status: 'ok', count: 1, genotype: 'CT', strand: 'forward' });
    expect(readMarker(ct, 'TT')).toEqual({ status: 'ok', count: 2, genotype: 'TT', strand: 'forward' });
  });

  it('recognises the reverse strand by the complement and reports the forward genotype', () => {
    expect(readMarker(ct, 'GG')).toEqual({ status: 'ok', count: 0, genotype: 'CC', strand: 'reverse' });
    expect(readMarker(ct, 'GA')).toEqual({ status: 'ok', count: 1, genotype: 'CT', strand: 'reverse' });
    expect(readMarker(ct, 'AG')).toEqual({ status: 'ok', count: 1, genotype: 'CT', strand: 'reverse' });
    expect(readMarker(ct, 'AA')).toEqual({ status: 'ok', count: 2, genotype: 'TT', strand: 'reverse' });
  });

  it('accepts lower case and the usual separators', () => {
    expect(readMarker(ct, ' c/t ')).toMatchObject({ status: 'ok', count: 1 });
    expect(readMarker(ct, 'C;T')).toMatchObject({ status: 'ok', count: 1 });
  });

  it('never flips a palindromic A/T or C/G SNP: it reads it as forward', () => {
    expect(isPalindromic(at)).toBe(true);
    expect(isPalindromic(cg)).toBe(true);
    expect(isPalindromic(ct)).toBe(false);
    expect(readMarker(at, 'TT')).toMatchObject({ status: 'ok', count: 0, strand: 'forward' });
    expect(readMarker(at, 'AA')).toMatchObject({ status: 'ok', count: 2, strand: 'forward' });
    expect(readMarker(cg, 'GC')).toMatchObject({ status: 'ok', count: 1, genotype: 'CG' });
    // A palindromic SNP called with other bases is not guessed at.
    expect(readMarker(at, 'CC')).toEqual({ status: 'unexpected', raw: 'CC' });
  });

  it('separates a missing marker, a failed call and an unexpected call', () => {
    expect(readMarker(ct, undefined)).toEqual({ status: 'missing' });
    expect(readMarker(ct, '  ')).toEqual({ status: 'missing' });
    for (const noCall of ['--', '00', 'NN', 'NC', '??']) {
      expect(readMarker(ct, noCall)).toEqual({ status: 'failed', raw: noCall });
    }
    for (const odd of ['C', 'CTT', 'CA', 'CG', 'XY', 'DI']) {
      expect(readMarker(ct, odd)).toEqual({ status: 'unexpected', raw: odd });
    }
  });

  it('reads insertion/deletion calls in either order and refuses bases for them', () => {
    expect(readMarker(ace, 'DD')).toMatchObject({ status: 'ok', count: 0, genotype: 'DD' });
    expect(readMarker(ace, 'ID')).toMatchObject({ status: 'ok', count: 1, genotype: 'DI' });
    expect(readMarker(ace, 'DI')).toMatchObject({ status: 'ok', count: 1, genotype: 'DI' });
    expect(readMarker(ace, 'II')).toMatchObject({ status: 'ok', count: 2, genotype: 'II' });
    expect(readMarker(ace, 'CT')).toMatchObject({ status: 'unexpected' });
    expect(readMarker(ace, 'D')).toMatchObject({ status: 'unexpected' });
  });

  it('counts deleted copies for a gene deletion (DD = null)', () => {
    expect(readMarker(gst, 'II')).toMatchObject({ status: 'ok', count: 0, genotype: 'II' });
    expect(readMarker(gst, 'ID')).toMatchObject({ status: 'ok', count: 1, genotype: 'DI' });
    expect(readMarker(gst, 'DD')).toMatchObject({ status: 'ok', count: 2, genotype: 'DD' });
  });

  it('complements SNP calls and leaves others as they are', () => {
    expect(complementGenotype('CT')).toBe('GA');
    expect(complementGenotype('AT')).toBe('TA');
    expect(complementGenotype('DI')).toBe('DI');
    expect(complementGenotype('--')).toBe('--');
  });
});

describe('readMarker: gene deletions typed by an array probe (GSTM1 rs366631)', () => {
  const probed: MarkerAlleles = { ...gst, probe: { present: 'C', deleted: 'T' } };
  it('reads the array C/T call as copies: TT = null, CT and CC = a copy present', () => {
    expect(readMarker(probed, 'TT')).toMatchObject({ status: 'ok', count: 2, genotype: 'DD' });
    expect(readMarker(probed, 'CT')).toMatchObject({ status: 'ok', count: 1, genotype: 'DI' });
    expect(readMarker(probed, 'CC')).toMatchObject({ status: 'ok', count: 0, genotype: 'II' });
    expect(readMarker(probed, 'AA')).toMatchObject({ status: 'ok', count: 2, genotype: 'DD' });
  });
  it('still reads the copy-number call, and refuses other bases', () => {
    expect(readMarker(probed, 'DI')).toMatchObject({ status: 'ok', count: 1 });
    expect(readMarker(probed, 'CA')).toEqual({ status: 'unexpected', raw: 'CA' });
    // Without a probe a base call for a deletion is not guessed at.
    expect(readMarker(gst, 'TT')).toEqual({ status: 'unexpected', raw: 'TT' });
  });
});
