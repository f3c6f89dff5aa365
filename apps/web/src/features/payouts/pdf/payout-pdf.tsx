/**
 * A monthly payout statement as an A4 PDF. Loaded only on demand (dynamic import from
 * PayoutDownloads): with the results report, the only modules that import @react-pdf/renderer.
 */
import nunito400 from '@fontsource/nunito/files/nunito-latin-400-normal.woff?url';
import nunito700 from '@fontsource/nunito/files/nunito-latin-700-normal.woff?url';
import nunito800 from '@fontsource/nunito/files/nunito-latin-800-normal.woff?url';
import type { PayoutStatementDetail } from '@nutritest/domain';
import { formatMoney, monthLabel } from '@nutritest/domain';
import { Document, Font, Page, pdf, StyleSheet, Text, View } from '@react-pdf/renderer';
import { pdfLines, statusLine } from './payout-pdf-content';

// woff, not woff2: react-pdf draws woff2 text blank. Bundled with the app, never fetched elsewhere.
Font.register({
  family: 'Nunito',
  fonts: [
    { src: nunito400, fontWeight: 400 },
    { src: nunito700, fontWeight: 700 },
    { src: nunito800, fontWeight: 800 },
  ],
});
// Spanish text: no English hyphenation.
Font.registerHyphenationCallback((word) => [word]);

const PRIMARY = '#6f58dc';
const DARK = '#3b2d8f';

const s = StyleSheet.create({
  page: {
    fontFamily: 'Nunito',
    fontSize: 10.5,
    lineHeight: 1.45,
    color: '#222',
    paddingTop: 48,
    paddingBottom: 56,
    paddingHorizontal: 48,
  },
  brand: { fontSize: 24, fontWeight: 800, color: PRIMARY, marginBottom: 10 },
  h1: { fontSize: 18, fontWeight: 800, color: DARK, marginBottom: 14 },
  label: { fontWeight: 700 },
  p: { marginBottom: 4 },
  table: { marginTop: 16 },
  headRow: { flexDirection: 'row', backgroundColor: '#ece8fb', paddingVertical: 4, fontWeight: 700 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#ccc', paddingVertical: 4 },
  totalRow: { flexDirection: 'row', paddingVertical: 6, fontWeight: 800, borderTopWidth: 1, borderTopColor: DARK },
  cellDate: { width: 72, paddingHorizontal: 4 },
  cellPatient: { flex: 1, paddingHorizontal: 4 },
  cellAmount: { width: 92, paddingHorizontal: 4, textAlign: 'right' },
  cellStatus: { width: 118, paddingHorizontal: 4 },
  reversed: { color: '#555', textDecoration: 'line-through' },
  note: { fontSize: 8.5, color: '#444', marginTop: 8 },
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
});

export function PayoutDocument({ detail }: { detail: PayoutStatementDetail }) {
  const { statement, nutritionist } = detail;
  const month = monthLabel(statement.month);
  const lines = pdfLines(detail.lines, detail.statement.currency);
  return (
    <Document
      title={`Liquidación NutriTest de ${month}`}
      author="NutriTest"
      subject={`Liquidación de ${month} de ${nutritionist.name}`}
      language="es-UY"
    >
      <Page size="A4" style={s.page}>
        <View style={s.footer} fixed>
          <Text>NutriTest · Liquidación de {month}</Text>
          <Text render={({ pageNumber, totalPages }) => `Página ${pageNumber} de ${totalPages}`} />
        </View>
        <Text style={s.brand}>NutriTest</Text>
        <Text style={s.h1}>Liquidación de {month}</Text>
        <Text style={s.p}>
          <Text style={s.label}>Nutricionista: </Text>
          {nutritionist.name}
        </Text>
        <Text style={s.p}>
          <Text style={s.label}>Datos de cobro: </Text>
          {nutritionist.payoutMethod || '—'}
        </Text>
        <Text style={s.p}>
          <Text style={s.label}>Estado: </Text>
          {statusLine(statement)}
        </Text>

        <View style={s.table}>
          <View style={s.headRow} fixed>
            <Text style={s.cellDate}>Fecha</Text>
            <Text style={s.cellPatient}>Paciente</Text>
            <Text style={s.cellAmount}>Comisión (USD)</Text>
            <Text style={s.cellStatus}>Estado</Text>
          </View>
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
            <View key={i} style={s.row} wrap={false}>
              <Text style={s.cellDate}>{line.date}</Text>
              <Text style={s.cellPatient}>{line.patient}</Text>
              <Text style={line.reversed ? [s.cellAmount, s.reversed] : s.cellAmount}>{line.amount}</Text>
              <Text style={s.cellStatus}>{line.status}</Text>
            </View>
          ))}
          <View style={s.totalRow} wrap={false}>
            <Text style={s.cellPatient}>Total</Text>
            <Text style={s.cellAmount}>{formatMoney(statement.totalCents, statement.currency)}</Text>
            <Text style={s.cellStatus} />
          </View>
        </View>
        {lines.some((line) => line.reversed) && (
          <Text style={s.note}>Las comisiones anuladas por un reembolso no suman al total.</Text>
        )}
      </Page>
    </Document>
  );
}

/** The statement as a PDF file. */
export function renderPayoutPdf(detail: PayoutStatementDetail): Promise<Blob> {
  return pdf(<PayoutDocument detail={detail} />).toBlob();
}
