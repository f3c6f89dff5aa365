import { isAppError } from '@nutritest/domain';

/** The server's Spanish message of a failed request (an AppError that has one), else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return isAppError(error) && error.message ? error.message : fallback;
}
