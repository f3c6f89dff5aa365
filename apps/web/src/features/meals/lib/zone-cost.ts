import { formatMoney, type ZoneCosts, zoneCostCents } from '@nutritest/domain';
import type { DeliveryZone } from './zone-preferences';

/** The cost per delivery day of a zone as text, or null while the costs are not known. */
export function zoneCostText(zone: DeliveryZone, costs: ZoneCosts | undefined): string | null {
  if (!costs) return null;
  const cents = zoneCostCents(zone.department, zone.locality, costs);
  return cents === null ? null : `${formatMoney(cents, 'UYU')} por día de entrega`;
}
