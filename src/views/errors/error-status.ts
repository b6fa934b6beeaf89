import { isNotFound } from '@tanstack/react-router';

/** The HTTP-like status of an error thrown by a loader: 404 for not-found, its own status, else 500. */
export function statusOfError(error: unknown): number {
  if (isNotFound(error)) return 404;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status <= 599) return status;
  }
  return 500;
}
