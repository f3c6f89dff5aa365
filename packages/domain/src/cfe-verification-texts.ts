// Zod-free: the texts of /comprobantes, the receipts' verification page (issue 38).
import { type CfeTypeCode, cfeTypeLabels } from './purchases-texts';

/** GET /v1/cfe/verify's answer (its schema: ./cfe-verification.ts). */
export interface CfeVerificationResult {
  title: string;
  number: string;
  issuedOn: string;
  totalCents: number;
  currency: 'USD' | 'UYU';
  status: 'valid' | 'void';
}

export const cfeVerifyTexts = {
  title: 'Verificá tu comprobante',
  intro:
    'Ingresá los datos impresos en tu e-Ticket o e-Factura de NutriTest: el tipo, la serie, el número y el código de seguridad que está debajo del código QR.',
  type: 'Tipo de comprobante',
  series: 'Serie',
  number: 'Número',
  code: 'Código de seguridad',
  codeHint: 'Los 6 caracteres debajo del código QR.',
  submit: 'Verificar',
  checking: 'Verificando…',
  seriesFormat: 'Una o dos letras, por ejemplo A.',
  numberFormat: 'Solo números, por ejemplo 12.',
  codeFormat: 'Son 6 letras o números, tal como están impresos.',
  valid: (title: string, number: string, date: string, total: string) =>
    `Comprobante válido: ${title} ${number} del ${date}, por ${total}.`,
  void: (title: string, number: string) =>
    `El ${title} ${number} no tiene validez: DGI lo rechazó y se emitió uno nuevo en su lugar, que le enviamos al comprador.`,
  notFound: 'No encontramos un comprobante con esos datos. Revisá que estén como en el papel.',
  dgiLink: 'También podés verificarlo en el sitio de la DGI escaneando el código QR.',
  types: ([101, 102, 111, 112] as const).map((code) => ({ code, label: cfeTypeLabels[code as CfeTypeCode] })),
} as const;
