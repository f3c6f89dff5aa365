export { default as MercadoPagoWallet } from './components/mercadopago-wallet';
