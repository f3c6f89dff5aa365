import { randomUUID } from 'node:crypto';
import { AppError, AVATAR_MAX_BYTES, messages } from '@nutritest/domain';
import sharp, { type Metadata } from 'sharp';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../platform/auth/guards';
import { enforceRateLimit } from '../../platform/rate-limit';
import type { FileStorage } from '../../platform/storage/storage';
import * as repo from './uploads.repository';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const AVATAR_SIZE = 400;
export const MEAL_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Decoded size limits (width × height): a tiny file can declare a huge canvas (a pixel flood). */
const AVATAR_MAX_PIXELS = 25_000_000;
const MEAL_PHOTO_MAX_PIXELS = 40_000_000;

const notAnImage = () => new AppError('VALIDATION', messages.imageOnly, { file: messages.imageOnly });

/**
 * Checks the bytes (never the file name or the declared content type) are a JPEG, PNG, WebP or
 * GIF whose declared canvas is within `maxPixels`, reading the header only, then decodes it (with
 * the same pixel limit enforced by sharp) and re-encodes it as a WebP of the given size: whatever
 * else the file carried (metadata, scripts, trailing data) is dropped. SVG is never accepted.
 */
async function reencode(
  data: Buffer,
  target: { maxPixels: number; width: number; height: number; quality: number },
): Promise<Buffer> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false, animated: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw notAnImage();
  if (!meta.width || !meta.height || meta.width * meta.height > target.maxPixels) {
    throw new AppError('VALIDATION', messages.imageTooManyPixels, { file: messages.imageTooManyPixels });
  }
  try {
    return await sharp(data, { limitInputPixels: target.maxPixels, animated: false })
      .rotate()
      .resize(target.width, target.height, { fit: 'cover' })
      .webp({ quality: target.quality })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}

export function createUploadsService(db: Database, storage: FileStorage) {
  return {
    /**
     * A company logo (or a nutritionist's photo): checked and re-encoded as a 400×400 WebP (see reencode) under a random key;
     * the uploaded file's name is never used.
     */
    async storeAvatar(data: Buffer, user: AuthUser | null, ip: string): Promise<string> {
      await enforceRateLimit(db, `upload:${ip}`, 20, 3600);
      if (data.length > AVATAR_MAX_BYTES) {
        throw new AppError('VALIDATION', messages.imageTooLarge, { file: messages.imageTooLarge });
      }
      const encoded = await reencode(data, {
        maxPixels: AVATAR_MAX_PIXELS,
        width: AVATAR_SIZE,
        height: AVATAR_SIZE,
        quality: 82,
      });
      const key = `avatars/${randomUUID()}.webp`;
      await storage.put(key, encoded, 'image/webp');
      await repo.insertUpload(db, {
        key,
        contentType: 'image/webp',
        size: encoded.length,
        ownerId: user?.role === 'Business' || user?.role === 'Nutritionist' ? user.id : null,
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
      const encoded = await reencode(data, { maxPixels: MEAL_PHOTO_MAX_PIXELS, width: 800, height: 600, quality: 80 });
      const key = `meals/${randomUUID()}.webp`;
      await storage.put(key, encoded, 'image/webp');
      await repo.insertUpload(db, { key, contentType: 'image/webp', size: encoded.length, ownerId: operator.id });
      return storage.urlFor(key);
    },

    async read(key: string) {
      const row = await repo.findUpload(db, key);
      if (!row) return null;
      const data = await storage.get(key);
      return data ? { data, contentType: row.contentType } : null;
    },

    /** Signup uploads that no registration claimed within a day are deleted. */
    async purgeUnclaimed(): Promise<void> {
      const stale = await repo.deleteUnclaimedBefore(db, new Date(Date.now() - 24 * 3600 * 1000));
      for (const row of stale) await storage.delete(row.key);
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
