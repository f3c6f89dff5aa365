import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { consultationBookings } from '../../db/schema';
import type { MailWorker } from '../../platform/mail/outbox';
import type { Orders } from '../orders';
import type { SlotProvider } from './slot-providers';

/** What every part of the consultations service is built from (consultations.service.ts). */
export interface ConsultationsDeps {
  db: Database;
  config: Config;
  mail: MailWorker;
  /** The orders module: consultation orders are made, paid and refunded there. */
  orders: Orders;
  slots: SlotProvider;
  log: FastifyBaseLogger;
}

export type { OrderRow } from './consultations.repository';
export type BookingRow = typeof consultationBookings.$inferSelect;
export type SlotChoice = { start: string; nutritionistId: string };

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The keyed links of an order and of its sessions (HMAC with the JWT secret: nothing stored). */
export function consultationLinks(config: Config) {
  const accessKeyOf = (orderId: string) =>
    createHmac('sha256', config.jwtSecret).update(`consultation-order:${orderId}`).digest('base64url');
  const meetingUrlOf = (bookingId: string) =>
    `https://meet.jit.si/NutriTest-${bookingId.replaceAll('-', '').slice(0, 16)}`;
  const manageKeyOf = (bookingId: string) =>
    createHmac('sha256', config.jwtSecret).update(`consultation-booking:${bookingId}`).digest('base64url');
  const manageUrlOf = (bookingId: string) =>
    `${config.publicUrl}/consulta-nutricional/turno?id=${bookingId}&clave=${manageKeyOf(bookingId)}`;
  return { accessKeyOf, meetingUrlOf, manageKeyOf, manageUrlOf };
}
export type ConsultationLinks = ReturnType<typeof consultationLinks>;
