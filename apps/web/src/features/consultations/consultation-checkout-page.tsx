import { PageShell } from '../../components/layout/page-shell';
import { ConsultationCheckout } from './components/consultation-checkout';

/** /consulta-nutricional/pago: the payment step of a consultation (see `consultationPayPath`). */
export default function ConsultationCheckoutPage() {
  return (
    <PageShell maxWidth="sm">
      <ConsultationCheckout />
    </PageShell>
  );
}
