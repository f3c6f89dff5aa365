import { randomBytes } from 'node:crypto';
import {
  AppError,
  type CardBrand,
  detectCardBrand,
  isLuhnValid,
  maskCardNumber,
  type PaymentInstrument,
} from '@nutritest/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { AuthUser } from '../../platform/auth/guards';
import type { InstallmentOption, PaymentProvider, ProviderCard, SavedCard } from '../../platform/payments/provider';
import * as repo from './instruments.repository';
import { findBuyer } from './orders.repository';

export const cardTexts = {
  cardNumber: 'El número de tarjeta no es válido.',
  cardBrand: 'Aceptamos tarjetas Visa, Mastercard y OCA.',
  cardExpiry: 'La fecha de vencimiento no es válida.',
  cardCvv: 'El código de seguridad no es válido.',
  cardHolder: 'Ingresá el nombre como figura en la tarjeta.',
  sessionExpired: 'La sesión para agregar la tarjeta venció. Volvé a intentarlo.',
  cardNotAccepted: 'Aceptamos tarjetas Visa, Mastercard y OCA.',
  cardNotSaved: 'No pudimos guardar la tarjeta. Revisá los datos e intentá nuevamente.',
} as const;

export const CARD_SESSION_MINUTES = 30;

export const savedCard = (row: repo.InstrumentRow): SavedCard => ({
  token: row.token,
  providerCustomerId: row.providerCustomerId,
  providerCardId: row.providerCardId,
  paymentMethodId: row.paymentMethodId,
  issuerId: row.issuerId,
  bin: row.bin,
});

export interface CardInput {
  session: string;
  number: string;
  holderName: string;
  expiry: string;
  cvv: string;
}

const toInstrument = (row: {
  token: string;
  masked: string;
  brand: CardBrand;
  holderName: string;
  expiry: string;
  issuerImageUrl?: string | null;
}): PaymentInstrument => ({
  instrumentToken: row.token,
  name: row.masked,
  brand: row.brand,
  issuerImageUrl: row.issuerImageUrl ?? `/sandbox/brands/${row.brand}.svg`,
  holderName: row.holderName,
  expiry: row.expiry,
});

/**
 * Saved cards, the card flow's side of a purchase: the provider's frame that saves a card (or asks a
 * saved card's security code again), the cards a buyer keeps, and the instalment plans the provider
 * offers for one of them. Only the provider's token and what we show are kept (brand, last four,
 * holder, expiry): never a card number or a code.
 */
export function createInstruments(deps: {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** What the frame shows as the price (a kit's, today the only sale paid by card). */
  framePriceCents: () => Promise<number>;
}) {
  const { db, provider, log } = deps;
  const card = provider.card;

  async function openSession(values: {
    accountId: string;
    redirectOrigin: string;
    instrumentId?: string;
    challenge?: { url: string; creq: string };
  }) {
    const id = randomBytes(24).toString('base64url');
    await repo.insertCardSession(db, {
      id,
      accountId: values.accountId,
      redirectOrigin: values.redirectOrigin,
      expiresAt: new Date(Date.now() + CARD_SESSION_MINUTES * 60_000),
      instrumentId: values.instrumentId ?? null,
      challengeUrl: values.challenge?.url ?? null,
      challengeCreq: values.challenge?.creq ?? null,
    });
    return card.cardPageUrl(id);
  }

  return {
    /** A card page session for the signed-in account; answers the URL to show in the 700x700 frame. */
    openCardSession: (user: AuthUser, redirectOrigin: string) => openSession({ accountId: user.id, redirectOrigin }),

    /** A 3-D Secure challenge of a card payment, shown in our frame: answers the frame's URL. */
    openChallenge: (accountId: string, redirectOrigin: string, challenge: { url: string; creq: string }) =>
      openSession({ accountId, redirectOrigin, challenge }),

    findCardSession: (id: string) => repo.findCardSession(db, id),

    /** What the provider's card frame shows for a session: live or not, the saved card, the amount. */
    async cardFrame(id: string) {
      const session = id ? await repo.findCardSession(db, id) : undefined;
      const live = !!session && !session.usedAt && session.expiresAt.getTime() > Date.now();
      const saved = session?.instrumentId ? await repo.findInstrumentById(db, session.instrumentId) : undefined;
      const challenge =
        session?.challengeUrl && session.challengeCreq
          ? { url: session.challengeUrl, creq: session.challengeCreq }
          : null;
      return {
        live,
        redirectOrigin: session?.redirectOrigin ?? null,
        card: saved,
        amountCents: await deps.framePriceCents(),
        challenge,
      };
    },

    /** The sandbox card page's submit: checks the card like a provider would, stores token + mask. */
    async addCard(input: CardInput): Promise<{ instrument: PaymentInstrument; redirectOrigin: string }> {
      const digits = input.number.replace(/\D/g, '');
      const fields: Record<string, string> = {};
      const brand = detectCardBrand(digits);
      if (!isLuhnValid(digits)) fields.number = cardTexts.cardNumber;
      else if (!brand) fields.number = cardTexts.cardBrand;
      const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
      const month = Number(expiry?.[1]);
      const year = 2000 + Number(expiry?.[2]);
      const now = new Date();
      if (
        !expiry ||
        month < 1 ||
        month > 12 ||
        year < now.getUTCFullYear() ||
        (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
      ) {
        fields.expiry = cardTexts.cardExpiry;
      }
      if (!/^\d{3}$/.test(input.cvv.trim())) fields.cvv = cardTexts.cardCvv;
      const holderName = input.holderName.trim().replace(/\s+/g, ' ');
      if (holderName.length < 3 || holderName.length > 60 || !/^[\p{L} '.-]+$/u.test(holderName)) {
        fields.holderName = cardTexts.cardHolder;
      }
      if (Object.keys(fields).length) throw new AppError('VALIDATION', 'Revisá los datos de la tarjeta.', fields);
      if (!card.tokenize) throw new AppError('UNAVAILABLE');

      const session = await db.transaction((tx) => repo.useCardSession(tx, input.session));
      if (!session) throw new AppError('VALIDATION', cardTexts.sessionExpired);
      const token = await card.tokenize({ number: digits, brand: brand! });
      const row = await repo.insertInstrument(db, {
        accountId: session.accountId,
        gateway: provider.name,
        token,
        brand: brand!,
        masked: maskCardNumber(digits),
        holderName,
        expiry: `${String(month).padStart(2, '0')}/${String(year).slice(2)}`,
      });
      return { instrument: toInstrument(row), redirectOrigin: session.redirectOrigin };
    },

    async listInstruments(user: AuthUser): Promise<PaymentInstrument[]> {
      return (await repo.listInstruments(db, user.id)).map(toInstrument);
    },

    /** The buyer's own saved card by its token (undefined when not theirs or removed). */
    findInstrument: (accountId: string, token: string) => repo.findInstrument(db, accountId, token),

    async removeInstrument(user: AuthUser, token: string): Promise<void> {
      const row = await repo.findInstrument(db, user.id, token);
      if (!row || !(await repo.removeInstrument(db, user.id, token))) throw new AppError('NOT_FOUND');
      if (card.removeCard && row.gateway === provider.name) {
        // Our record is gone; the provider's copy is removed too when it answers (else it only sits there).
        await card.removeCard(savedCard(row)).catch((err) => log.warn({ err }, 'provider card removal failed'));
      }
    },

    /**
     * The provider's frame (MercadoPago's Card Payment Brick) made a one-time card token: the card is
     * saved to the buyer's provider customer and becomes an instrument. The token is single-use.
     */
    async addProviderCard(input: { session: string; token: string }) {
      if (!card.saveCard) throw new AppError('NOT_FOUND');
      const session = await repo.findCardSession(db, input.session);
      if (!session || session.instrumentId || session.usedAt || session.expiresAt.getTime() < Date.now())
        throw new AppError('VALIDATION', cardTexts.sessionExpired);
      const buyer = await findBuyer(db, session.accountId);
      if (!buyer) throw new AppError('VALIDATION', cardTexts.sessionExpired);
      let saved: ProviderCard;
      try {
        saved = await card.saveCard(
          {
            accountId: buyer.id,
            email: buyer.email,
            firstName: buyer.firstName ?? '',
            lastName: buyer.lastName ?? '',
            providerCustomerId: await repo.findProviderCustomer(db, buyer.id, provider.name),
          },
          input.token,
        );
      } catch (err) {
        log.warn({ err }, 'provider refused to save a card');
        throw new AppError('VALIDATION', cardTexts.cardNotSaved);
      }
      const brand = card.brands?.[saved.paymentMethodId];
      if (!brand) {
        await card.removeCard?.({ ...saved, token: '' }).catch(() => undefined);
        throw new AppError('VALIDATION', cardTexts.cardNotAccepted);
      }
      const used = await db.transaction((tx) => repo.useCardSession(tx, input.session));
      if (!used) throw new AppError('VALIDATION', cardTexts.sessionExpired);
      await repo.saveProviderCustomer(db, buyer.id, provider.name, saved.providerCustomerId);
      const row = await repo.insertInstrument(db, {
        accountId: buyer.id,
        gateway: provider.name,
        token: `ins_${randomBytes(18).toString('base64url')}`,
        brand,
        masked: `•••• ${saved.lastFour}`,
        holderName: saved.holderName,
        expiry: `${String(saved.expiryMonth).padStart(2, '0')}/${String(saved.expiryYear).slice(-2)}`,
        providerCustomerId: saved.providerCustomerId,
        providerCardId: saved.providerCardId,
        paymentMethodId: saved.paymentMethodId,
        issuerId: saved.issuerId,
        bin: saved.bin,
        issuerImageUrl: saved.issuerImageUrl,
      });
      return { instrument: toInstrument(row), redirectOrigin: session.redirectOrigin };
    },

    /**
     * Before a saved card is charged: providers that never keep the security code (MercadoPago) need
     * it typed again in their frame; answers that frame's URL, or null when the provider needs nothing.
     */
    async authorizeInstrument(user: AuthUser, token: string, redirectOrigin: string): Promise<string | null> {
      const row = await repo.findInstrument(db, user.id, token);
      if (!row) throw new AppError('NOT_FOUND');
      if (!card.needsSecurityCode) return null;
      return openSession({ accountId: user.id, redirectOrigin, instrumentId: row.id });
    },

    /**
     * The security-code frame's one-time token, kept for the purchase that follows, with the device id
     * the provider's fingerprint script gave the frame (sent with that charge).
     */
    async storeSecurityToken(input: { session: string; token: string; deviceId?: string | null }) {
      const session = await repo.findCardSession(db, input.session);
      if (!session?.instrumentId) throw new AppError('VALIDATION', cardTexts.sessionExpired);
      const stored = await db.transaction((tx) =>
        repo.storeCardToken(tx, input.session, input.token, input.deviceId ?? null),
      );
      if (!stored) throw new AppError('VALIDATION', cardTexts.sessionExpired);
      const row = await repo.findInstrumentById(db, session.instrumentId);
      return { instrument: toInstrument(row!), redirectOrigin: session.redirectOrigin };
    },

    /**
     * The newest unused security-code token of the buyer's card (typed in the frame in the last
     * `maxAgeMs`), taken once, in the purchase's transaction: two purchases never charge the same token.
     */
    consumeSecurityToken: (tx: Executor, accountId: string, instrumentId: string, maxAgeMs: number) =>
      repo.consumeCardToken(tx, accountId, instrumentId, maxAgeMs),

    /** The instalment plans (1–6) the provider offers for this card and amount; 503 when it cannot say. */
    async offered(row: repo.InstrumentRow, totalCents: number, currency: 'USD' | 'UYU'): Promise<InstallmentOption[]> {
      try {
        const options = await card.installmentOptions(savedCard(row), totalCents, currency);
        return options.filter((o) => o.installments >= 1 && o.installments <= 6);
      } catch (err) {
        log.error({ err }, 'instalment options unavailable');
        throw new AppError('UNAVAILABLE');
      }
    },
  };
}
export type Instruments = ReturnType<typeof createInstruments>;
