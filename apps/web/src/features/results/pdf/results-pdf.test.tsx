import { createRequire } from 'node:module';
import { reportTraitKeys, traitCatalogue } from '@nutritest/content';
import { isApoeTrait, RISK_WORDS, traitKind } from '@nutritest/domain';
import { isValidElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sampleResults } from '../test-utils';

// The web project's files share their worker's modules (vite.config.ts, isolate: false): the modules
// this file mocks for are loaded anew, so that its mocks reach them whatever ran before it.
vi.hoisted(() => vi.resetModules());

// Vite turns these imports into URLs; nothing is drawn here, the text is read from the element tree
// (the trait texts are HTML turned into blocks with the browser's DOMParser, hence jsdom).
const fontFile = vi.hoisted(
  () => (weight: number) => createRequire(import.meta.url).resolve(`./fonts/nunito-latin-${weight}.ttf`),
);
vi.mock('./fonts/nunito-latin-400.ttf?url', () => ({ default: fontFile(400) }));
vi.mock('./fonts/nunito-latin-700.ttf?url', () => ({ default: fontFile(700) }));
vi.mock('./fonts/nunito-latin-800.ttf?url', () => ({ default: fontFile(800) }));
vi.mock('./fonts/noto-sans-greek-400.ttf?url', () => ({ default: fontFile(400) }));
vi.mock('./fonts/noto-sans-greek-700.ttf?url', () => ({ default: fontFile(700) }));
vi.mock('./fonts/noto-sans-greek-800.ttf?url', () => ({ default: fontFile(800) }));

/**
 * The text of a react-pdf tree, page by page: our components are called, react-pdf's primitives
 * (strings such as 'PAGE', 'TEXT') are walked; render props (page numbers) are left out.
 */
function pagesOf(node: ReactNode): string[][] {
  const pages: string[][] = [];
  const walk = (n: ReactNode, out: string[]): void => {
    if (n === null || n === undefined || typeof n === 'boolean') return;
    if (typeof n === 'string' || typeof n === 'number') {
      out.push(String(n));
      return;
    }
    if (Array.isArray(n)) {
      for (const child of n) walk(child, out);
      return;
    }
    if (!isValidElement(n)) return;
    const { type } = n;
    const props = n.props as { children?: ReactNode };
    if (typeof type === 'function') {
      walk((type as (p: unknown) => ReactNode)(props), out);
      return;
    }
    if (type === 'PAGE') {
      const page: string[] = [];
      pages.push(page);
      walk(props.children, page);
      return;
    }
    if (typeof props.children !== 'function') {
      // Each Text is one piece of text: join its pieces.
      if (type === 'TEXT') {
        const parts: string[] = [];
        walk(props.children, parts);
        out.push(parts.join(''));
      } else walk(props.children, out);
    }
  };
  walk(node, []);
  return pages;
}

describe('the results PDF text', async () => {
  const { ResultsDocument } = await import('./results-pdf');
  const pages = pagesOf(<ResultsDocument results={sampleResults} date={new Date('2026-11-25T12:00:00Z')} />);
  const all = pages.flat().join('\n');

  it('has one section per report trait (23), each trait once', () => {
    expect(all.match(/¿De qué se trata\?/g)).toHaveLength(reportTraitKeys.length);
    expect(reportTraitKeys).toHaveLength(23);
    for (const key of reportTraitKeys) {
      const headings = pages.filter(
        (page) => page.includes(traitCatalogue[key].label) && page.includes('¿De qué se trata?'),
      );
      expect(headings, key).toHaveLength(1);
    }
    // Short forms are inside their trait's section, never sections of their own.
    expect(all).toContain('En pocas palabras (Lactosa):');
    expect(all).not.toMatch(/Requerimiento de magnesio/);
  });

  it('says "Oculto por tu elección" for an APOE result the owner chose not to see (issue 37)', () => {
    const hidden = { ...sampleResults, items: sampleResults.items.filter((item) => !isApoeTrait(item.nutrient)) };
    const text = pagesOf(<ResultsDocument results={hidden} date={new Date('2026-11-25T12:00:00Z')} />)
      .flat()
      .join('\n');
    expect(text).toContain('Oculto por tu elección');
    const ldl = pagesOf(<ResultsDocument results={hidden} date={new Date('2026-11-25T12:00:00Z')} />).find(
      (page) => page.includes(traitCatalogue.ldlCholesterol.label) && page.includes('¿De qué se trata?'),
    )!;
    expect(ldl.join('\n')).not.toContain('No pudimos leer');
  });

  it("never says 'Diagnóstico'", () => {
    expect(all).not.toMatch(/diagn[oó]stic/i);
    expect(all).toContain('Resumen de resultados');
  });

  it('never puts a risk word beside a non-risk trait, in the summary or in its section', () => {
    const summary = pages.find((page) => page.includes('Resumen de resultados'))!;
    let checked = 0;
    for (const key of reportTraitKeys) {
      const row = summary.indexOf(traitCatalogue[key].label);
      expect(row, key).toBeGreaterThanOrEqual(0);
      const [level, label] = [summary[row + 1]!, summary[row + 2]!];
      const section = pages.find((page) => page.includes(traitCatalogue[key].label) && page.includes('Resultado'))!;
      const sectionLevel = section.find((text) => text.startsWith('Nivel: '))!;
      if (traitKind(key) === 'characteristic') {
        checked++;
        expect(`${level} ${label} ${sectionLevel}`, key).not.toMatch(RISK_WORDS);
        expect(level).toBe('Característica');
      } else {
        expect(level, key).toMatch(/^(Predisposición (baja|moderada|alta)|Sin dato)$/);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });

  it('is composed text (NFC), so the composition and mark features it turns off have nothing to do', async () => {
    const { PDF_FONT_FEATURES } = await import('./results-pdf');
    expect(PDF_FONT_FEATURES).toMatchObject({ ccmp: false, mark: false, mkmk: false });
    expect(PDF_FONT_FEATURES).not.toHaveProperty('kern');
    // A name typed with a combining accent (as some keyboards send it) is composed too.
    const decomposed = {
      ...sampleResults,
      patient: { ...sampleResults.patient, firstName: 'Jose\u0301', lastName: 'Mun\u0303oz' },
    };
    const text = pagesOf(<ResultsDocument results={decomposed} date={new Date('2026-11-25T12:00:00Z')} />)
      .flat()
      .join('\n');
    expect(text).toContain('José Muñoz');
    expect(text).toBe(text.normalize('NFC'));
    expect(all).toBe(all.normalize('NFC'));
  });

  it('prepares the engine once, however often asked, and never fails the flow that asks', async () => {
    const { prepareResultsPdf } = await import('./results-pdf');
    const first = prepareResultsPdf();
    expect(prepareResultsPdf()).toBe(first);
    await expect(first).resolves.not.toThrow();
  });

  it('says which strand the genotypes are on', () => {
    expect(all).toContain('hebra directa (forward) del genoma de referencia GRCh38');
  });
});
