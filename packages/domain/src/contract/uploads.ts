import { z } from 'zod';
import { avatarUploadResponseSchema } from '../index';
import { defineEndpoints } from './define';

export const uploadsEndpoints = defineEndpoints({
  'POST /v1/uploads/avatar': {
    access: 'public',
    summary: 'Upload an avatar image (a company’s logo, a nutritionist’s photo).',
    consumes: 'multipart/form-data',
    schema: { response: { 201: avatarUploadResponseSchema } },
  },
  'POST /v1/ops/uploads/meal-photo': {
    access: ['Operator'],
    summary: 'Upload a meal photo (operators).',
    consumes: 'multipart/form-data',
    schema: { response: { 201: avatarUploadResponseSchema } },
  },
  'GET /uploads/meals/:name': {
    access: 'public',
    summary: 'A meal photo.',
    produces: 'image/webp',
    schema: { params: z.object({ name: z.string().regex(/^[a-z0-9-]+\.webp$/) }) },
  },
  'GET /uploads/avatars/:name': {
    access: 'public',
    summary: 'An avatar image.',
    produces: 'image/webp',
    schema: { params: z.object({ name: z.string().regex(/^[a-z0-9-]+\.webp$/) }) },
  },
});
