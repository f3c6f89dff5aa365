import { z } from 'zod';
import { avatarUploadResponseSchema } from '../index';
import { defineEndpoints } from './define';

export const uploadsEndpoints = defineEndpoints({
  'POST /v1/uploads/avatar': {
    access: 'public',
    consumes: 'multipart/form-data',
    schema: { response: { 201: avatarUploadResponseSchema } },
  },
  'POST /v1/ops/uploads/meal-photo': {
    access: ['Operator'],
    consumes: 'multipart/form-data',
    schema: { response: { 201: avatarUploadResponseSchema } },
  },
  'GET /uploads/meals/:name': {
    access: 'public',
    produces: 'image/webp',
    schema: { params: z.object({ name: z.string().regex(/^[a-z0-9-]+\.webp$/) }) },
  },
  'GET /uploads/avatars/:name': {
    access: 'public',
    produces: 'image/webp',
    schema: { params: z.object({ name: z.string().regex(/^[a-z0-9-]+\.webp$/) }) },
  },
});
