import type { Config } from '../config';
import { createLocalAiProvider } from './local';
import { createOpenAiProvider } from './openai';
import type { AiProvider } from './provider';

export { AI_UNAVAILABLE, AiServiceError, askAi } from './errors';

/**
 * The AI helpers the server uses: an OpenAI-compatible service when AI_BASE_URL and AI_API_KEY are
 * set, otherwise the local provider, which writes from the shop's own data without any network.
 */
export function createAiProvider(config: Pick<Config, 'ai'>): AiProvider {
  return config.ai ? createOpenAiProvider(config.ai) : createLocalAiProvider();
}
