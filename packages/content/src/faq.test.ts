import { describe, expect, it } from 'vitest';
import { faq, fillPlaceholders } from './faq';
import { landing } from './landing';
import { terms, termsPage } from './terms';

/** Every string inside a content value, however deeply nested. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

const allText = faq.map((entry) => `${entry.question}\n${entry.answer}`).join('\n');

describe('the results wording of decision 018 on the landing and in the FAQ', () => {
  it('speaks of predisposition, never of a risk level', () => {
    for (const text of [...stringsIn(landing), allText]) {
      expect(text).not.toMatch(/riesgo (bajo|moderado|alto)|verde para riesgo/i);
    }
    expect(landing.results.traits.levels.map((level) => level.meaning)).toEqual([
      'predisposición baja',
      'predisposición moderada',
      'predisposición alta',
    ]);
  });
});

describe('faq', () => {
  it('has exactly the 19 entries of the landing (doc 1 §1)', () => {
    expect(faq).toHaveLength(19);
  });

  it('has distinct, non-empty questions and answers', () => {
    const questions = faq.map((entry) => entry.question);
    expect(new Set(questions).size).toBe(questions.length);
    for (const entry of faq) {
      expect(entry.question).toMatch(/^¿.+\?$/);
      expect(entry.answer.length).toBeGreaterThan(60);
    }
  });

  // Every fact that doc 1 §1 and §9 put in the FAQ, each checked once.
  it.each([
    ['the process, ending in a partner laboratory abroad', /laboratorio asociado en el exterior/],
    ['results within at most 45 business days', /máximo 45 días hábiles/],
    ['1, 3 or 6 instalments', /1, 3 o 6 cuotas/],
    ['Visa', /\bVisa\b/],
    ['Mastercard', /\bMastercard\b/],
    ['OCA', /\bOCA\b/],
    ['instalments only with Uruguayan cards', /cuotas[^.]*solo con tarjetas emitidas en Uruguay/],
    ['refund before the sample is processed', /no haya empezado a procesar/],
    ['returns within 15 calendar days', /15 días corridos/],
    ['the USD 50 penalty', /USD 50/],
    ['age 18 or over', /18 años o más/],
    ['Ley 18.331', /Ley 18\.331/],
    // Issue 41, item 12: the results are in the platform (and the PDF), and shared only by the person's choice.
    ['nutritionist access only by the person’s choice', /Tus resultados los ve solo quien vos elijas/],
    ['the report as a PDF from the platform', /descargás el informe completo en PDF/],
    ['the support e-mail placeholder', /\{supportEmail\}/],
    ['the support phone placeholder', /\{supportPhone\}/],
    ['the WhatsApp line Monday to Friday 10 to 17', /WhatsApp[^.]*lunes a viernes de 10 a 17/],
    ['support replies within 48 hours', /48 horas/],
    ['about 300 foods', /Alrededor de 300/],
    ['Montevideo pickup scheduled in the app', /Montevideo[^.]*desde la app/],
    ['pickup by phone in other departments', /resto de los departamentos coordinamos el retiro por teléfono/],
    ['lost kit replacement after 10 days', /10 días[^.]*\.[^.]*nuevo sin costo/],
    ['company plans', /empresas compran cupos/],
    ['the regular price', /USD 299 con IVA incluido/],
    ['that a genotype-chosen diet did not add weight loss (no unsourced 40 % claim, issue 37)', /DIETFITS, JAMA 2018/],
  ])('mentions %s', (_fact, pattern) => {
    expect(allText).toMatch(pattern);
  });
});

describe('fillPlaceholders', () => {
  const values = { supportEmail: 'ayuda@example.uy', supportPhone: '+598 2000 0000' };

  it('replaces every known placeholder', () => {
    expect(fillPlaceholders('Mail {supportEmail}, tel {supportPhone}, {supportEmail}', values)).toBe(
      'Mail ayuda@example.uy, tel +598 2000 0000, ayuda@example.uy',
    );
  });

  it('leaves an unknown placeholder visible', () => {
    expect(fillPlaceholders('Hola {nombre}', values)).toBe('Hola {nombre}');
  });

  it('leaves nothing unfilled in the FAQ, the landing and the terms', () => {
    const texts = stringsIn([faq, landing, termsPage, terms]);
    expect(texts.length).toBeGreaterThan(100);
    for (const text of texts) expect(fillPlaceholders(text, values)).not.toMatch(/[{}]/);
  });
});
