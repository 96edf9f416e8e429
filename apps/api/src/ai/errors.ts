import type { Logger } from '../http/error-handler';
import { ApiError } from '../http/errors';

/** The AI service failed: unreachable, refused, timed out, or answered something unusable. */
export class AiServiceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiServiceError';
  }
}

export const AI_UNAVAILABLE = 'The AI service did not answer';

/**
 * Run one AI call for a route: a failing AI service becomes a 502 the form can show (and is logged
 * for the operator); any other error is a bug and stays one.
 */
export async function askAi<T>(logger: Logger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof AiServiceError)) throw error;
    logger.error('AI service failed', error);
    throw new ApiError(502, AI_UNAVAILABLE);
  }
}
