// @jsxRuntime automatic
// @jsxImportSource react
/**
 * Writes the companies' sales presentation offered on /signup?user=3:
 * apps/web/public/presentacion-empresas-nutritest.pdf (A4 landscape, Spanish).
 *
 *   npx tsx scripts/make-sales-presentation.tsx            # tiers below (GET /v1/cost of the seed)
 *   npx tsx scripts/make-sales-presentation.tsx --api http://localhost:3001   # live tiers
 *
 * Only the built-in Helvetica font is used, so nothing is fetched while rendering. The PDF is
 * committed: regenerate it when prices or the contact details change.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type CostTier, costTiersResponseSchema, formatMoney } from '@nutritest/domain';
import { Document, Link, Page, renderToFile, StyleSheet, Text, View } from '@react-pdf/renderer';

/** GET /v1/cost as seeded (apps/api/src/db/seed/reference.ts). */
const defaultTiers: CostTier[] = [
  { minAmount: 1, maxAmount: 1, unitCost: 24_900, currency: 'USD' },
  { minAmount: 2, maxAmount: 9, unitCost: 23_900, currency: 'USD' },
  { minAmount: 10, maxAmount: 49, unitCost: 21_900, currency: 'USD' },
  { minAmount: 50, maxAmount: null, unitCost: 19_900, currency: 'USD' },
];

/** The default configuration's contact values (apps/api/src/config.ts). */
const defaultContact = { email: 'soporte@nutritest.uy', phone: '+598 2900 0000', web: 'https://nutritest.uy' };

const colors = {
  primary: '#5a45c4',
  brand: '#7c67e2',
  text: '#2d2a3e',
  muted: '#5d5a70',
  light: '#efebfc',
  white: '#ffffff',
};

const s = StyleSheet.create({
  page: { padding: 48, fontFamily: 'Helvetica', fontSize: 13, color: colors.text, lineHeight: 1.45 },
  cover: { padding: 0, fontFamily: 'Helvetica', backgroundColor: colors.primary, color: colors.white },
  coverInner: { flexGrow: 1, padding: 64, justifyContent: 'center' },
  brand: { fontFamily: 'Helvetica-Bold', fontSize: 20, letterSpacing: 1, marginBottom: 40 },
  coverTitle: { fontFamily: 'Helvetica-Bold', fontSize: 40, lineHeight: 1.15, marginBottom: 20 },
  coverSubtitle: { fontSize: 18, lineHeight: 1.4, maxWidth: 520 },
  coverFoot: { padding: 64, paddingTop: 0, fontSize: 12 },
  kicker: { fontFamily: 'Helvetica-Bold', fontSize: 11, color: colors.primary, letterSpacing: 1, marginBottom: 6 },
  h2: { fontFamily: 'Helvetica-Bold', fontSize: 26, marginBottom: 18, color: colors.text },
  p: { marginBottom: 10 },
  row: { flexDirection: 'row', gap: 16 },
  card: { flex: 1, backgroundColor: colors.light, borderRadius: 8, padding: 16 },
  cardTitle: { fontFamily: 'Helvetica-Bold', fontSize: 14, marginBottom: 6, color: colors.primary },
  bullet: { flexDirection: 'row', marginBottom: 6 },
  bulletDot: { width: 16, color: colors.primary, fontFamily: 'Helvetica-Bold' },
  step: { flexDirection: 'row', marginBottom: 12 },
  stepNumber: {
    width: 28,
    height: 28,
    borderRadius: 14,
    backgroundColor: colors.primary,
    color: colors.white,
    fontFamily: 'Helvetica-Bold',
    textAlign: 'center',
    paddingTop: 6,
    marginRight: 12,
  },
  table: { borderWidth: 1, borderColor: '#d9d3f5', borderRadius: 6, marginBottom: 16 },
  tr: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#d9d3f5' },
  th: { flex: 1, padding: 10, fontFamily: 'Helvetica-Bold', backgroundColor: colors.light },
  td: { flex: 1, padding: 10 },
  note: { fontSize: 11, color: colors.muted },
  footer: { position: 'absolute', bottom: 24, left: 48, right: 48, fontSize: 9, color: colors.muted },
});

function Bullet({ children }: { children: string }) {
  return (
    <View style={s.bullet}>
      <Text style={s.bulletDot}>•</Text>
      <Text style={{ flex: 1 }}>{children}</Text>
    </View>
  );
}

function Footer({ page }: { page: number }) {
  return (
    <Text style={s.footer} fixed>
      NutriTest para empresas · {page}
    </Text>
  );
}

function tierLabel(tier: CostTier): string {
  if (tier.maxAmount === tier.minAmount) return tier.minAmount === 1 ? '1 kit' : `${tier.minAmount} kits`;
  if (tier.maxAmount === null) return `Desde ${tier.minAmount} kits`;
  return `De ${tier.minAmount} a ${tier.maxAmount} kits`;
}

export function SalesPresentation({ tiers, contact }: { tiers: CostTier[]; contact: typeof defaultContact }) {
  const sorted = [...tiers].sort((a, b) => a.minAmount - b.minAmount);
  const example = sorted.find((t) => t.minAmount <= 10 && (t.maxAmount === null || t.maxAmount >= 10));
  return (
    <Document
      title="NutriTest para empresas"
      author="NutriTest"
      subject="Presentación comercial para empresas"
      language="es-UY"
    >
      <Page size="A4" orientation="landscape" style={s.cover}>
        <View style={s.coverInner}>
          <Text style={s.brand}>NUTRITEST</Text>
          <Text style={s.coverTitle}>Nutrición basada en el ADN de tu equipo</Text>
          <Text style={s.coverSubtitle}>
            Un test genético de saliva y un plan de alimentación personalizado para cada persona de tu empresa.
          </Text>
        </View>
        <Text style={s.coverFoot}>Presentación para empresas · Uruguay</Text>
      </Page>

      <Page size="A4" orientation="landscape" style={s.page}>
        <Text style={s.kicker}>QUÉ ES NUTRITEST</Text>
        <Text style={s.h2}>Un test de ADN que se convierte en recomendaciones concretas</Text>
        <Text style={s.p}>
          Con una muestra de saliva tomada en casa, nuestro laboratorio analiza cómo el cuerpo de cada persona responde
          a los nutrientes. Los resultados llegan al portal en un máximo de 45 días hábiles.
        </Text>
        <View style={s.row}>
          <View style={s.card}>
            <Text style={s.cardTitle}>21 nutrientes</Text>
            <Text>
              En 5 categorías: peso y metabolismo, detox, sensibilidades, vitaminas y minerales, y deporte, con semáforo
              de riesgo bajo, moderado o alto.
            </Text>
          </View>
          <View style={s.card}>
            <Text style={s.cardTitle}>Unos 300 alimentos</Text>
            <Text>
              Clasificados para cada persona: cuáles preferir, cuáles consumir con moderación y cuáles evitar.
            </Text>
          </View>
          <View style={s.card}>
            <Text style={s.cardTitle}>Acompañamiento</Text>
            <Text>Recomendaciones, platos semanales y consultas con nutricionistas, todo desde el mismo portal.</Text>
          </View>
        </View>
        <Footer page={2} />
      </Page>

      <Page size="A4" orientation="landscape" style={s.page}>
        <Text style={s.kicker}>BENEFICIOS</Text>
        <Text style={s.h2}>Para tu empresa y para tu equipo</Text>
        <View style={s.row}>
          <View style={s.card}>
            <Text style={s.cardTitle}>Para la empresa</Text>
            <Bullet>Un beneficio de salud diferente, valorado y fácil de ofrecer.</Bullet>
            <Bullet>Menos ausentismo y más energía: la alimentación impacta en el bienestar diario.</Bullet>
            <Bullet>Gestión simple: comprás cupos, invitás por correo y seguís el avance desde un panel.</Bullet>
            <Bullet>Precios por volumen y una sola factura.</Bullet>
          </View>
          <View style={s.card}>
            <Text style={s.cardTitle}>Para cada persona del equipo</Text>
            <Bullet>Un plan de alimentación basado en su propio ADN, no en dietas genéricas.</Bullet>
            <Bullet>El kit llega a su casa o a la oficina; no paga nada.</Bullet>
            <Bullet>Resultados claros, con semáforo y lista de alimentos.</Bullet>
            <Bullet>Puede compartirlos con su nutricionista si lo desea.</Bullet>
          </View>
        </View>
        <Footer page={3} />
      </Page>

      <Page size="A4" orientation="landscape" style={s.page}>
        <Text style={s.kicker}>CÓMO FUNCIONA</Text>
        <Text style={s.h2}>Cinco pasos para cada persona invitada</Text>
        {[
          ['La empresa compra cupos', 'Desde su panel elige cuántos kits necesita y los paga con tarjeta.'],
          [
            'Invita a sus empleados',
            'Carga el correo de cada persona; recibe una invitación para crear su cuenta. Cada cupo lo usa la primera persona que se registra.',
          ],
          [
            'Recibe el kit',
            'Coordina la entrega en su casa o en la oficina, en todo Uruguay (en Montevideo, por día y franja horaria).',
          ],
          [
            'Toma la muestra de saliva',
            'En pocos minutos, siguiendo las instrucciones del kit, y coordina el retiro. La muestra va al laboratorio.',
          ],
          [
            'Ve sus resultados',
            'En un máximo de 45 días hábiles: nutrientes, alimentos recomendados, platos semanales y consultas.',
          ],
        ].map(([title, text], i) => (
          <View key={title} style={s.step}>
            <Text style={s.stepNumber}>{i + 1}</Text>
            <View style={{ flex: 1 }}>
              <Text style={{ fontFamily: 'Helvetica-Bold' }}>{title}</Text>
              <Text>{text}</Text>
            </View>
          </View>
        ))}
        <Footer page={4} />
      </Page>

      <Page size="A4" orientation="landscape" style={s.page}>
        <Text style={s.kicker}>PRECIOS POR VOLUMEN</Text>
        <Text style={s.h2}>Cuantos más kits, menor el precio por persona</Text>
        <View style={s.table}>
          <View style={s.tr}>
            <Text style={s.th}>Cantidad de kits</Text>
            <Text style={s.th}>Precio por kit</Text>
          </View>
          {sorted.map((tier) => (
            <View key={tier.minAmount} style={s.tr}>
              <Text style={s.td}>{tierLabel(tier)}</Text>
              <Text style={[s.td, { fontFamily: 'Helvetica-Bold' }]}>{formatMoney(tier.unitCost, tier.currency)}</Text>
            </View>
          ))}
        </View>
        {example && (
          <Text style={s.p}>
            Ejemplo: 10 kits a {formatMoney(example.unitCost, example.currency)} cada uno suman{' '}
            {formatMoney(example.unitCost * 10, example.currency)}.
          </Text>
        )}
        <Text style={s.note}>
          Precios en dólares estadounidenses, IVA incluido. El precio por kit corresponde al tramo de la cantidad
          comprada. Los empleados invitados no pagan nada.
        </Text>
        <Footer page={5} />
      </Page>

      <Page size="A4" orientation="landscape" style={s.page}>
        <Text style={s.kicker}>PRIVACIDAD Y CONTACTO</Text>
        <Text style={s.h2}>Los resultados son de cada persona</Text>
        <View style={s.row}>
          <View style={s.card}>
            <Text style={s.cardTitle}>Privacidad</Text>
            <Bullet>La empresa nunca ve los resultados genéticos de sus empleados.</Bullet>
            <Bullet>El panel de la empresa solo muestra el estado del proceso de cada persona.</Bullet>
            <Bullet>Los resultados se comparten con un nutricionista solo si la persona lo elige.</Bullet>
          </View>
          <View style={s.card}>
            <Text style={s.cardTitle}>Hablemos</Text>
            <Text style={s.p}>Te ayudamos a armar el beneficio para tu equipo.</Text>
            <Text>
              Correo: <Link src={`mailto:${contact.email}`}>{contact.email}</Link>
            </Text>
            <Text>Teléfono: {contact.phone}</Text>
            <Text>
              Web: <Link src={contact.web}>{contact.web.replace(/^https?:\/\//, '')}</Link>
            </Text>
            <Text style={[s.note, { marginTop: 10 }]}>Atención de lunes a viernes de 10 a 17 h.</Text>
          </View>
        </View>
        <Footer page={6} />
      </Page>
    </Document>
  );
}

async function loadTiers(): Promise<CostTier[]> {
  const i = process.argv.indexOf('--api');
  const base = i >= 0 ? process.argv[i + 1] : undefined;
  if (!base) return defaultTiers;
  const response = await fetch(new URL('/v1/cost', base));
  if (!response.ok) throw new Error(`GET /v1/cost answered ${response.status}`);
  return costTiersResponseSchema.parse(await response.json());
}

const out = path.resolve(import.meta.dirname, '..', 'apps/web/public/presentacion-empresas-nutritest.pdf');
mkdirSync(path.dirname(out), { recursive: true });
await renderToFile(<SalesPresentation tiers={await loadTiers()} contact={defaultContact} />, out);
console.log(`wrote ${path.relative(process.cwd(), out)}`);
