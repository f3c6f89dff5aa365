import { initMercadoPago, Wallet } from '@mercadopago/sdk-react';
import { useState } from 'react';

/**
 * MercadoPago's wallet button (its official React SDK). Loaded only by the checkout pages (`CheckoutRedirect`), through a
 * dynamic import, so no other page downloads the SDK.
 */
export default function MercadoPagoWallet({ publicKey, preferenceId }: { publicKey: string; preferenceId: string }) {
  useState(() => initMercadoPago(publicKey, { locale: 'es-UY' }));
  return <Wallet initialization={{ preferenceId }} onError={(error) => console.error('MercadoPago wallet', error)} />;
}
