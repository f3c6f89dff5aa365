import { PageShell } from '../../components/layout/page-shell';
import KitFlow from './kit-flow';

/** /collections: the customer's kit flow on its own page. */
export default function CollectionsPage() {
  return (
    <PageShell>
      <KitFlow />
    </PageShell>
  );
}
