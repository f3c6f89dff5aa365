/** Uploaded files (modules/uploads). */
export { uploadsRoutes } from './uploads.routes';
export { createUploadsService } from './uploads.service';
