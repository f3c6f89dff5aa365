import { randomUUID } from 'node:crypto';
import { AppError, AVATAR_MAX_BYTES, messages } from '@nutritest/domain';
import { and, eq, isNull, lt } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema';
import type { AuthUser } from '../../platform/auth/guards';
import { enforceRateLimit } from '../../platform/rate-limit';
import type { FileStorage } from '../../platform/storage/storage';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const AVATAR_SIZE = 400;
export const MEAL_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export function createUploadsService(db: Database, storage: FileStorage) {
  return {
    /**
     * Checks the bytes (not the file name) are a JPEG, PNG, WebP or GIF image, then re-encodes it as
     * a 400×400 WebP: whatever else the file carried (metadata, scripts, trailing data) is dropped.
     */
    async storeAvatar(data: Buffer, user: AuthUser | null, ip: string): Promise<string> {
      await enforceRateLimit(db, `upload:${ip}`, 20, 3600);
      if (data.length > AVATAR_MAX_BYTES) {
        throw new AppError('VALIDATION', messages.imageTooLarge, { file: messages.imageTooLarge });
      }
      let encoded: Buffer;
      try {
        const image = sharp(data, { limitInputPixels: 25_000_000, animated: false });
        const meta = await image.metadata();
        if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new Error('not an accepted image');
        encoded = await image
          .rotate()
          .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw new AppError('VALIDATION', messages.imageOnly, { file: messages.imageOnly });
      }
      const key = `avatars/${randomUUID()}.webp`;
      await storage.put(key, encoded, 'image/webp');
      await db.insert(uploads).values({
        key,
        contentType: 'image/webp',
        size: encoded.length,
        ownerId: user?.role === 'Business' ? user.id : null,
      });
      return storage.urlFor(key);
    },

    /** A meal photo (operators): the same content checks, re-encoded as an 800×600 WebP. */
    async storeMealPhoto(data: Buffer, operator: AuthUser): Promise<string> {
      if (data.length > MEAL_PHOTO_MAX_BYTES) {
        throw new AppError('VALIDATION', 'La foto no puede superar los 5 MB.', {
          file: 'La foto no puede superar los 5 MB.',
        });
      }
      let encoded: Buffer;
      try {
        const image = sharp(data, { limitInputPixels: 40_000_000, animated: false });
        const meta = await image.metadata();
        if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new Error('not an accepted image');
        encoded = await image.rotate().resize(800, 600, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
      } catch {
        throw new AppError('VALIDATION', messages.imageOnly, { file: messages.imageOnly });
      }
      const key = `meals/${randomUUID()}.webp`;
      await storage.put(key, encoded, 'image/webp');
      await db.insert(uploads).values({ key, contentType: 'image/webp', size: encoded.length, ownerId: operator.id });
      return storage.urlFor(key);
    },

    async read(key: string) {
      const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
      if (!row) return null;
      const data = await storage.get(key);
      return data ? { data, contentType: row.contentType } : null;
    },

    /** Signup uploads that no registration claimed within a day are deleted. */
    async purgeUnclaimed(): Promise<void> {
      const stale = await db
        .delete(uploads)
        .where(and(isNull(uploads.ownerId), lt(uploads.createdAt, new Date(Date.now() - 24 * 3600 * 1000))))
        .returning({ key: uploads.key });
      for (const row of stale) await storage.delete(row.key);
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
