/**
 * The patient results PDF (doc 1 §2): A4 with cover, intro, Nutrigenética, Resumen de resultados, Análisis
 * (the 21 report traits, five sections each, their short forms inside: one section per trait), Alimentos, Glosario and back cover. Loaded only on
 * demand (dynamic import from PdfReportButton): this module is the only one that imports
 * @react-pdf/renderer.
 */

import { glossary, noResultText, reportSets, traitCatalogue } from '@nutritest/content';
import type { FoodsResponse, ResultItem, ResultsResponse, TraitKey } from '@nutritest/domain';
import {
  evidenceGradeLabels,
  foodFrequencies,
  foodUseTexts,
  isApoeTrait,
  levelWords,
  montevideoDayEs,
  resultLabel,
  ruleLevels,
  STRAND_NOTE,
  type TraitKind,
  traitEvidence,
  traitKind,
  traitRules,
} from '@nutritest/domain';
import { Document, Font, Page, pdf, StyleSheet, Text, View } from '@react-pdf/renderer';
import { htmlToBlocks } from '../lib/safe-html';
import greek400 from './fonts/noto-sans-greek-400.ttf?url';
import greek700 from './fonts/noto-sans-greek-700.ttf?url';
import greek800 from './fonts/noto-sans-greek-800.ttf?url';
import nunito400 from './fonts/nunito-latin-400.ttf?url';
import nunito700 from './fonts/nunito-latin-700.ttf?url';
import nunito800 from './fonts/nunito-latin-800.ttf?url';

// TrueType converted from @fontsource/nunito's WOFF (scripts/pdf-fonts.mjs): fontkit inflates a WOFF's
// glyph table again for every glyph it reads (~20 % of the preparation); woff2 draws blank text.
// Bundled with the app, never fetched elsewhere.
Font.register({
  family: 'Nunito',
  fonts: [
    { src: nunito400, fontWeight: 400 },
    { src: nunito700, fontWeight: 700 },
    { src: nunito800, fontWeight: 800 },
  ],
});
// Nunito has no Greek letters (ε2/ε3/ε4, PGC-1α, issue 37): Noto Sans's Greek subset is the fallback
// family, used per character (the engine takes the first family that has the glyph).
Font.register({
  family: 'NotoSansGreek',
  fonts: [
    { src: greek400, fontWeight: 400 },
    { src: greek700, fontWeight: 700 },
    { src: greek800, fontWeight: 800 },
  ],
});
const FONT_FAMILY = ['Nunito', 'NotoSansGreek'];
/**
 * The OpenType features the text engine (fontkit) applies besides kerning, turned off: glyph
 * composition and mark positioning (ccmp, mark, mkmk) only act on combining accents, and the
 * report's text is composed (NFC: "á" and "ñ" are one character each, with their own glyph; the
 * name is normalized below and a test checks the content); ligatures and contextual alternates
 * (liga, calt) change nothing a reader needs. Shaping a paragraph took 1.15 ms with them and
 * 0.76 ms without, measured with fontkit on Nunito; the whole report's preparation about 10 % less
 * (issue 42: ≤ 2 s). Kerning stays.
 */
export const PDF_FONT_FEATURES = { ccmp: false, mark: false, mkmk: false, liga: false, calt: false, locl: false };
// Spanish text: no English hyphenation.
Font.registerHyphenationCallback((word) => [word]);

/** A hidden APOE result (the owner did not opt in, docs/privacy.md): never "we could not read it". */
export const HIDDEN_APOE_LABEL = 'Oculto por tu elección';
const HIDDEN_APOE_TEXT =
  'Oculto por tu elección: elegiste no ver los resultados basados en el gen APOE. Podés activarlos cuando quieras desde la sección Resultados.';

const PRIMARY = '#6f58dc';
const DARK = '#3b2d8f';
const SCORE_COLORS = ['#2e7d32', '#f2c200', '#d32f2f'] as const;
/** A characteristic has no better or worse level: one neutral colour (issue 18), as on the web. */
const CHARACTERISTIC_COLOR = '#3f51b5';

const s = StyleSheet.create({
  page: {
    fontFamily: FONT_FAMILY,
    fontFeatureSettings: PDF_FONT_FEATURES,
    fontSize: 10.5,
    lineHeight: 1.45,
    color: '#222',
    paddingTop: 48,
    paddingBottom: 56,
    paddingHorizontal: 48,
  },
  cover: {
    fontFamily: FONT_FAMILY,
    fontFeatureSettings: PDF_FONT_FEATURES,
    backgroundColor: PRIMARY,
    color: '#fff',
    padding: 56,
    justifyContent: 'center',
  },
  brand: { fontSize: 30, fontWeight: 800, marginBottom: 24 },
  coverTitle: { fontSize: 24, fontWeight: 700, marginBottom: 32 },
  coverLine: { fontSize: 13, marginBottom: 8 },
  h1: { fontSize: 22, fontWeight: 800, color: DARK, marginBottom: 14 },
  h2: { fontSize: 15, fontWeight: 700, color: DARK, marginTop: 8, marginBottom: 8 },
  h3: { fontSize: 12, fontWeight: 700, color: PRIMARY, marginTop: 10, marginBottom: 4 },
  p: { marginBottom: 6 },
  li: { flexDirection: 'row', marginBottom: 3, paddingLeft: 8 },
  bullet: { width: 10 },
  small: { fontSize: 8.5, color: '#444', marginBottom: 3 },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 48,
    right: 48,
    fontSize: 8,
    color: '#555',
    flexDirection: 'row',
    justifyContent: 'space-between',
  },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#ccc', paddingVertical: 4 },
  headRow: { flexDirection: 'row', backgroundColor: '#ece8fb', paddingVertical: 4, fontWeight: 700 },
  cellTrait: { flex: 3, paddingHorizontal: 4 },
  cellLevel: { flex: 1.3, paddingHorizontal: 4 },
  cellLabel: { flex: 2.2, paddingHorizontal: 4 },
  scale: { flexDirection: 'row', alignItems: 'center', marginVertical: 6 },
});

function Blocks({ html }: { html: string }) {
  return (
    <>
      {htmlToBlocks(html).map((block, i) =>
        block.kind === 'li' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
          <View key={i} style={s.li}>
            <Text style={s.bullet}>•</Text>
            <Text style={{ flex: 1 }}>{block.text}</Text>
          </View>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
          <Text key={i} style={s.p}>
            {block.text}
          </Text>
        ),
      )}
    </>
  );
}

function Footer({ name }: { name: string }) {
  return (
    <View style={s.footer} fixed>
      <Text>NutriTest · {name}</Text>
      <Text render={({ pageNumber, totalPages }) => `Página ${pageNumber} de ${totalPages}`} />
    </View>
  );
}

function colorOf(kind: TraitKind, level: 0 | 1 | 2): string {
  return kind === 'risk' ? SCORE_COLORS[level] : CHARACTERISTIC_COLOR;
}

/** One circle per level the trait's rule can give, coloured by the trait's kind. */
function Scale({ traitKey, score }: { traitKey: TraitKey; score: ResultItem['score'] }) {
  const kind = traitKind(traitKey);
  return (
    <View style={s.scale}>
      {ruleLevels(traitKey).map((level) => {
        const active = level === score;
        const size = active ? 16 : 11;
        return (
          <View
            key={level}
            style={{
              width: size,
              height: size,
              borderRadius: size / 2,
              marginRight: 8,
              borderWidth: 1.5,
              borderColor: colorOf(kind, level),
              backgroundColor: active ? colorOf(kind, level) : '#fff',
            }}
          />
        );
      })}
      <Text style={{ fontWeight: 700 }}>Nivel: {levelWords(traitKey, score)}</Text>
    </View>
  );
}

function montevideoDate(date: Date): string {
  return montevideoDayEs(date);
}

/** The short forms that show the same finding as this trait, with their results. */
function shortViewsOf(traitKey: TraitKey, byKey: ReadonlyMap<string, ResultItem>) {
  return Object.values(traitRules)
    .filter((rule) => rule.sameRuleAs === traitKey && byKey.has(rule.key))
    .map((rule) => ({ key: rule.key, score: byKey.get(rule.key)?.score ?? null }));
}

function TraitPage({
  traitKey,
  item,
  shortViews,
  name,
  first,
}: {
  traitKey: TraitKey;
  item: ResultItem | undefined;
  shortViews: ReadonlyArray<{ key: TraitKey; score: ResultItem['score'] }>;
  name: string;
  first: boolean;
}) {
  const entry = traitCatalogue[traitKey];
  const score = item?.score ?? null;
  // An APOE-based trait the owner chose not to see is left out by the server: say so, not "unread".
  const hidden = !item && isApoeTrait(traitKey);
  const label = hidden ? HIDDEN_APOE_LABEL : item?.label || resultLabel(traitKey, score);
  const recommendation = score === null ? '' : (entry.recommendations?.[score] ?? '');
  return (
    <Page size="A4" style={s.page}>
      {first && <Text style={s.h1}>Análisis</Text>}
      <Text style={s.h2}>{entry.label}</Text>
      {shortViews.map((short) => (
        <View key={short.key}>
          <Text style={{ fontWeight: 700 }}>En pocas palabras ({traitCatalogue[short.key].label}):</Text>
          <Blocks html={short.score === null ? noResultText : traitCatalogue[short.key].desc[short.score]} />
        </View>
      ))}
      <Text style={s.h3}>¿De qué se trata?</Text>
      <Blocks html={entry.generalInfo} />
      <Text style={s.h3}>Resultado</Text>
      <Blocks html={entry.results} />
      {item && item.snps.length > 0 && <Text style={s.p}>{STRAND_NOTE}</Text>}
      {item?.snps.map((snp) => (
        <Text key={snp.rsid} style={s.p}>
          {snp.rsid}: genotipo {snp.genotype || '—'}
          {snp.result ? ` (${snp.result})` : ''}
        </Text>
      ))}
      <Text style={s.h3}>Entendiendo tu resultado</Text>
      {hidden ? (
        <Text style={s.p}>{HIDDEN_APOE_TEXT}</Text>
      ) : (
        <Blocks html={score === null ? noResultText : entry.desc[score]} />
      )}
      <Scale traitKey={traitKey} score={score} />
      <Text style={{ fontWeight: 700, marginBottom: 4 }}>{label}</Text>
      <Text style={s.h3}>Recomendaciones</Text>
      {recommendation ? (
        <Blocks html={recommendation} />
      ) : (
        <Text style={s.p}>Sin un resultado no damos recomendaciones específicas para este rasgo.</Text>
      )}
      <Text style={s.h3}>Qué tan firme es la evidencia</Text>
      <Text style={s.p}>
        {evidenceGradeLabels[traitEvidence(traitKey).grade]}. {foodUseTexts[traitEvidence(traitKey).foods]}
      </Text>
      <Text style={s.h3}>Bibliografía</Text>
      {entry.bibliography.map((ref) => (
        <Text key={ref.citation} style={s.small}>
          {ref.citation}
          {ref.doi ? ` DOI: ${ref.doi}.` : ''}
          {ref.pmid ? ` PMID: ${ref.pmid}.` : ''}
        </Text>
      ))}
      <Footer name={name} />
    </Page>
  );
}

/** The four food lists of doc 2 §4, each grouped by category. */
function FoodsSection({ foods }: { foods: FoodsResponse | null }) {
  if (!foods) {
    return (
      <Text style={s.p}>
        La lista de alimentos recomendados según tus resultados (cuáles preferir, cuáles moderar y cuáles evitar) está
        disponible en la web de NutriTest, en la sección Recomendaciones (/foods).
      </Text>
    );
  }
  return (
    <>
      <Text style={s.p}>
        Cada alimento está calificado según tus resultados genéticos y las recomendaciones generales para la población
        uruguaya. En la web de NutriTest (Recomendaciones) podés ver por qué cada alimento está en su lista.
      </Text>
      {foodFrequencies.map((frequency) => {
        const inList = foods.foods.filter((f) => f.score === frequency.score);
        const byCategory = new Map<string, string[]>();
        for (const food of inList) byCategory.set(food.category, [...(byCategory.get(food.category) ?? []), food.food]);
        return (
          <View key={frequency.score}>
            <Text style={s.h2}>
              {frequency.list} ({inList.length})
            </Text>
            {inList.length === 0 ? (
              <Text style={s.p}>Ningún alimento en esta lista.</Text>
            ) : (
              [...byCategory].map(([category, names]) => (
                <Text key={category} style={s.p}>
                  <Text style={{ fontWeight: 700 }}>{category}: </Text>
                  {names.join(', ')}.
                </Text>
              ))
            )}
          </View>
        );
      })}
    </>
  );
}

export function ResultsDocument({
  results,
  foods = null,
  date = new Date(),
}: {
  results: ResultsResponse;
  foods?: FoodsResponse | null;
  date?: Date;
}) {
  const name = `${results.patient.firstName} ${results.patient.lastName}`.normalize('NFC');
  const byKey = new Map(results.items.map((item) => [item.nutrient, item]));
  const reportKeys = reportSets.flatMap((c) => c.traits);
  return (
    <Document
      title="Resultados NutriTest"
      author="NutriTest"
      subject={`Resultados nutrigenéticos de ${name}`}
      language="es-UY"
    >
      <Page size="A4" style={s.cover}>
        <Text style={s.brand}>NutriTest</Text>
        <Text style={s.coverTitle}>Informe de resultados nutrigenéticos</Text>
        <Text style={s.coverLine}>{name}</Text>
        <Text style={s.coverLine}>Referencia: {results.referenceId}</Text>
        <Text style={s.coverLine}>Fecha: {montevideoDate(date)}</Text>
      </Page>

      <Page size="A4" style={s.page}>
        <Text style={s.h1}>Introducción</Text>
        <Text style={s.p}>
          Tu ADN guarda información sobre cómo tu cuerpo asimila los nutrientes. Este informe muestra qué alimentos tu
          organismo aprovecha o tolera mejor y cuáles peor, para que sepas cuáles conviene preferir, cuáles moderar y
          cuáles evitar.
        </Text>
        <Text style={s.p}>
          Tus recomendaciones parten de las guías alimentarias para todas las personas y tu genética las ajusta, como
          mucho un nivel. El peso depende sobre todo de lo que comés, de cuánto te movés y de tu descanso: en un ensayo
          con 609 adultos (DIETFITS, JAMA 2018), elegir la dieta según el genotipo no hizo bajar más de peso.
        </Text>
        <Text style={s.p}>
          Los resultados muestran tendencias genéticas, que no confirman ni descartan enfermedades: cada variante
          genética tiene un efecto pequeño que se suma a la alimentación, la actividad física y los hábitos. Ante
          cualquier duda de salud, consultá a tu médico.
        </Text>
        <Text style={s.h2}>Cómo leer este informe</Text>
        <Text style={s.p}>
          Los rasgos que son una predisposición muestran su nivel: predisposición baja (verde), moderada (amarillo) o
          alta (rojo). Los que son una característica de tu cuerpo (por ejemplo, qué tan rápido eliminás la cafeína o tu
          tipo de fibra muscular) no son mejores ni peores: se muestran en un solo color neutro. Cuando no pudimos leer
          un marcador con seguridad, el rasgo dice SIN INFORMACIÓN: simplemente no tenemos el dato.
        </Text>
        <Footer name={name} />
      </Page>

      <Page size="A4" style={s.page}>
        <Text style={s.h1}>Nutrigenética</Text>
        <Text style={s.p}>
          La nutrigenética estudia cómo pequeñas diferencias en nuestros genes cambian la forma en que respondemos a los
          alimentos y a los nutrientes. Dos personas pueden comer lo mismo y aprovecharlo de forma distinta.
        </Text>
        <Text style={s.p}>
          En tu muestra analizamos variantes (polimorfismos) de genes relacionados con el peso, el metabolismo de las
          grasas y los azúcares, la desintoxicación, las sensibilidades a algunos alimentos, las vitaminas y minerales y
          el rendimiento deportivo.
        </Text>
        <Text style={s.p}>
          Con esa información, las recomendaciones de este informe te ayudan a ajustar tu alimentación. No reemplazan la
          consulta con profesionales de la salud.
        </Text>
        <Footer name={name} />
      </Page>

      <Page size="A4" style={s.page}>
        <Text style={s.h1}>Resumen de resultados</Text>
        {reportSets.map((category) => (
          <View key={category.key} style={{ marginBottom: 10 }} wrap={false}>
            <Text style={s.h2}>{category.title}</Text>
            <View style={s.headRow}>
              <Text style={s.cellTrait}>Rasgo</Text>
              <Text style={s.cellLevel}>Nivel</Text>
              <Text style={s.cellLabel}>Resultado</Text>
            </View>
            {category.traits.map((key) => {
              const item = byKey.get(key);
              const score = item?.score ?? null;
              const hidden = !item && isApoeTrait(key);
              return (
                <View key={key} style={s.row}>
                  <Text style={s.cellTrait}>{traitCatalogue[key].label}</Text>
                  <Text style={s.cellLevel}>{hidden ? 'Oculto' : levelWords(key, score)}</Text>
                  <Text style={s.cellLabel}>{hidden ? HIDDEN_APOE_LABEL : item?.label || resultLabel(key, score)}</Text>
                </View>
              );
            })}
          </View>
        ))}
        <Footer name={name} />
      </Page>

      {reportKeys.map((key, i) => (
        <TraitPage
          key={key}
          traitKey={key}
          item={byKey.get(key)}
          shortViews={shortViewsOf(key, byKey)}
          name={name}
          first={i === 0}
        />
      ))}

      <Page size="A4" style={s.page}>
        <Text style={s.h1}>Alimentos</Text>
        <FoodsSection foods={foods} />
        <Footer name={name} />
      </Page>

      <Page size="A4" style={s.page}>
        <Text style={s.h1}>Glosario</Text>
        {glossary.map(({ term, definition }) => (
          <View key={term} style={{ marginBottom: 8 }} wrap={false}>
            <Text style={{ fontWeight: 700, color: DARK }}>{term}</Text>
            <Text>{definition}</Text>
          </View>
        ))}
        <Footer name={name} />
      </Page>

      <Page size="A4" style={s.cover}>
        <Text style={s.brand}>NutriTest</Text>
        <Text style={s.coverLine}>Tu genética, tu alimentación.</Text>
        <Text style={s.coverLine}>
          Este informe muestra tendencias genéticas: no confirma ni descarta enfermedades.
        </Text>
      </Page>
    </Document>
  );
}

let prepared: Promise<unknown> | null = null;

/**
 * Gets the engine ready before the report is asked for (while the person reads their code): reads
 * the six font files and draws a one-page document with them (the engine's layout module starts,
 * its code warms up). The report drawn next reuses the fonts already read. Safe to call many times
 * and to overlap with the report; a failure only means the report does this work itself.
 */
export function prepareResultsPdf(): Promise<unknown> {
  prepared ??= pdf(
    <Document>
      <Page size="A4" style={s.page}>
        <Text style={s.h1}>NutriTest</Text>
        <Text style={s.h2}>Resultados ε4</Text>
        <Text>
          Preparación <Text style={{ fontWeight: 700 }}>ε2</Text>
        </Text>
      </Page>
    </Document>,
  )
    .toBlob()
    .catch(() => {});
  return prepared;
}

/** The report as a PDF file. */
export function renderResultsPdf(results: ResultsResponse, foods: FoodsResponse | null = null): Promise<Blob> {
  return pdf(<ResultsDocument results={results} foods={foods} />).toBlob();
}
