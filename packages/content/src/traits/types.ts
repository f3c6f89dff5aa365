import { type StudyReference, type StudyReferenceId, studyReferences, type TraitKind } from '@nutritest/domain';

/** Where a trait shows (doc 2 §3 "Zones"). */
export const traitZones = ['diagnosticResults', 'intolerancesMain', 'intolerancesOther'] as const;
export type TraitZone = (typeof traitZones)[number];

/** Text per score: index 0, 1, 2. An empty string is a level the trait does not use. */
export type ByScore = readonly [score0: string, score1: string, score2: string];

/**
 * A trait catalogue entry (doc 2 §3), keyed by trait key. Texts are HTML limited to <p>, <ul>,
 * <li> and <strong>; the web app renders them sanitised.
 */
export interface TraitEntry {
  /** The trait's name as the results show it. */
  label: string;
  zone: TraitZone;
  /**
   * Risk (a predisposition, with level words and the green/yellow/red scale) or characteristic
   * (metabolism speed, fibre type: neutral words and colours). Filled in by the catalogue from the
   * domain's `traitKind`, so the label sets and the texts agree.
   */
  kind: TraitKind;
  /** "Entendiendo tu resultado": what each score means. */
  desc: ByScore;
  /** "¿De qué se trata?". */
  generalInfo: string;
  /** "Resultado": the genes and variants analysed. */
  results: string;
  /** Always empty (doc 2 §3). */
  understandingResults: '';
  /** Always empty (doc 2 §3); the engine's result item carries the markers. */
  snps: readonly never[];
  /** "Recomendaciones" per score; absent for short-form traits shown inside their long-form trait. */
  recommendations?: ByScore;
  /** "Bibliografía": every entry has a DOI or a PMID. */
  bibliography: readonly StudyReference[];
}

/** Paragraphs. */
export const p = (...paragraphs: string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('');

/** A bullet list. */
export const ul = (...items: string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** Bold. */
export const b = (text: string): string => `<strong>${text}</strong>`;

/** The bibliography entries for these reference ids. */
export const refs = (...ids: StudyReferenceId[]): StudyReference[] => ids.map((id) => studyReferences[id]);

/** A catalogue entry as the topic files write it; the catalogue adds the kind. */
export type TraitText = Omit<TraitEntry, 'kind'>;
