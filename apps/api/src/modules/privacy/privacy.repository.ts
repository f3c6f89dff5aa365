/**
 * The privacy module's data access, one file per concern; this module re-exports them so callers
 * keep importing `privacy.repository`.
 */
export * from './privacy-consents.repository';
export * from './privacy-erasure.repository';
export * from './privacy-export.repository';
