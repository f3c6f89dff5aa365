/**
 * The answer of an image upload (POST /v1/uploads/avatar, /v1/ops/uploads/meal-photo), in zod's
 * functional form (`zod/mini`): the pages with an upload check it without loading classic zod.
 * account-forms.ts re-exports it for the API.
 */
import * as z from 'zod/mini';

export const avatarUploadResponseSchema = z.object({ url: z.string() });
