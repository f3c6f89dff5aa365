import { usePasswordCostForTests } from '../src/platform/auth/passwords';

/**
 * Before every API test file (setupFiles run per file, even with the worker's modules shared): new
 * passwords are hashed with the suite's cheap argon2id parameters (decision 074). A file that checks
 * the stored parameters asks for the product's in its own beforeAll; the next file starts cheap again.
 */
usePasswordCostForTests('cheap');
