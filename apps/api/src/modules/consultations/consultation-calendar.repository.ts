import { and, asc, eq, gt, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accounts,
  auditLog,
  consultationAvailability,
  consultationBookings,
  consultationExceptions,
  consultationNutritionistProfiles,
  nutritionists,
  profiles,
  uploads,
} from '../../db/schema';

/** The calendars' data: nutritionists, their weekly hours and days off, the slots taken, their cards. */

/** Active bookings (confirmed, or held and not expired) of some calendars (or all) in a time range. */
export async function takenIn(db: Executor, calendarKeys: string[] | 'all', from: Date, to: Date, now: Date) {
  if (calendarKeys !== 'all' && calendarKeys.length === 0) return [];
  return db
    .select({
      calendarKey: consultationBookings.calendarKey,
      start: consultationBookings.startsAt,
      end: consultationBookings.endsAt,
    })
    .from(consultationBookings)
    .where(
      and(
        calendarKeys === 'all' ? undefined : inArray(consultationBookings.calendarKey, calendarKeys),
        gte(consultationBookings.startsAt, from),
        lt(consultationBookings.startsAt, to),
        or(
          eq(consultationBookings.status, 'confirmed'),
          and(eq(consultationBookings.status, 'held'), gt(consultationBookings.holdExpiresAt, now)),
        ),
      ),
    );
}

export function listAllAvailability(db: Executor) {
  return db.select().from(consultationAvailability);
}

export function listExceptionsBetween(db: Executor, firstDay: string, nextFirstDay: string) {
  return db
    .select()
    .from(consultationExceptions)
    .where(and(gte(consultationExceptions.date, firstDay), lt(consultationExceptions.date, nextFirstDay)));
}

export function availabilityOf(db: Executor, nutritionistId: string) {
  return db
    .select()
    .from(consultationAvailability)
    .where(eq(consultationAvailability.nutritionistId, nutritionistId))
    .orderBy(asc(consultationAvailability.weekday), asc(consultationAvailability.startMinute));
}

export function exceptionsOf(db: Executor, nutritionistId: string, since: string) {
  return db
    .select()
    .from(consultationExceptions)
    .where(and(eq(consultationExceptions.nutritionistId, nutritionistId), gte(consultationExceptions.date, since)))
    .orderBy(asc(consultationExceptions.date));
}

/** A nutritionist's weekly hours and days off, replaced whole (in one transaction the caller opens). */
export async function replaceAvailability(
  tx: Executor,
  nutritionistId: string,
  windows: Array<{ weekday: number; startMinute: number; endMinute: number }>,
  dates: string[],
) {
  await tx.delete(consultationAvailability).where(eq(consultationAvailability.nutritionistId, nutritionistId));
  await tx.delete(consultationExceptions).where(eq(consultationExceptions.nutritionistId, nutritionistId));
  if (windows.length) await tx.insert(consultationAvailability).values(windows.map((w) => ({ nutritionistId, ...w })));
  if (dates.length) await tx.insert(consultationExceptions).values(dates.map((date) => ({ nutritionistId, date })));
}

export async function findAccountRole(db: Executor, id: string) {
  const [row] = await db.select({ id: accounts.id, role: accounts.role }).from(accounts).where(eq(accounts.id, id));
  return row;
}

export function listNutritionists(db: Executor) {
  return db
    .select({
      id: accounts.id,
      email: accounts.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      publicCode: nutritionists.publicCode,
    })
    .from(accounts)
    .innerJoin(nutritionists, eq(nutritionists.accountId, accounts.id))
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(eq(accounts.role, 'Nutritionist'))
    .orderBy(asc(profiles.firstName));
}

/** Nutritionists' names, licence and photo, among the accounts `which` picks (others are left out). */
function nutritionistCardRowsWhere(db: Executor, which: SQL) {
  return db
    .select({
      id: accounts.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      licenseNumber: consultationNutritionistProfiles.licenseNumber,
      photoUrl: consultationNutritionistProfiles.photoUrl,
    })
    .from(accounts)
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .leftJoin(consultationNutritionistProfiles, eq(consultationNutritionistProfiles.nutritionistId, accounts.id))
    .where(and(which, eq(accounts.role, 'Nutritionist')));
}

/** Some accounts' cards, by id. */
export function nutritionistCardRows(db: Executor, ids: string[]) {
  return nutritionistCardRowsWhere(db, inArray(accounts.id, ids));
}

/** The cards of every nutritionist with weekly hours, whoever's slots are free. */
export function nutritionistCardRowsWithHours(db: Executor) {
  const withHours = db.select({ id: consultationAvailability.nutritionistId }).from(consultationAvailability);
  return nutritionistCardRowsWhere(db, inArray(accounts.id, withHours));
}

export async function findProfile(db: Executor, nutritionistId: string) {
  const [row] = await db
    .select({
      licenseNumber: consultationNutritionistProfiles.licenseNumber,
      photoUrl: consultationNutritionistProfiles.photoUrl,
    })
    .from(consultationNutritionistProfiles)
    .where(eq(consultationNutritionistProfiles.nutritionistId, nutritionistId));
  return row;
}

export async function upsertProfile(
  db: Executor,
  nutritionistId: string,
  values: { licenseNumber: string | null; photoUrl?: string | null },
) {
  await db
    .insert(consultationNutritionistProfiles)
    .values({ nutritionistId, ...values })
    .onConflictDoUpdate({
      target: consultationNutritionistProfiles.nutritionistId,
      set: { ...values, updatedAt: new Date() },
    });
}

/** Whether an upload (by key) is this account's own. */
export async function ownsUpload(db: Executor, accountId: string, key: string) {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.ownerId, accountId)))
    .limit(1);
  return row !== undefined;
}

export async function insertAudit(db: Executor, values: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(values);
}
