/**
 * What other parts of the app may use from the purchases feature: 'Mis compras' (the profile loads
 * it on demand) and a receipt's downloads with the purchase status chip (the operations console).
 */
export { InvoiceDownloads, receiptName } from './components/invoice-downloads';
export { MyPurchases } from './components/my-purchases';
export { paymentText } from './components/purchase-card';
export { PurchaseStatusChip } from './components/purchase-status-chip';
export { downloadInvoice, type InvoiceFile, invoiceFilePath } from './lib/download-invoice';
