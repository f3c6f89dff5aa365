/** Electronic fiscal receipts (modules/invoicing, docs/invoicing.md). What other modules may use. */
export { createInvoiceIssuer } from './create-issuer';
export { invoicingRoutes } from './invoicing.routes';
export { createInvoicing, type Invoicing, invoiceNumberLabel } from './invoicing.service';
export { ensureCaeRanges } from './issuer';

/** A receipt's PDF and XML for its e-mail: the PDF renderer is loaded on first use, never at start. */
export const loadInvoiceFiles = () => import('./invoice-files');
