import {
  aiCollectionInfoSchema,
  aiProductDescriptionSchema,
  aiProductSeoSchema,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  type ContentMode,
  type Language,
} from '@shop/admin-api';
import type { z } from 'zod';
import { AiServiceError } from './errors';
import type { AiProvider } from './provider';
import { clampText } from './text';

export interface OpenAiConfig {
  /** e.g. https://api.openai.com/v1, or any server that speaks the chat-completions protocol. */
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** A form waits for the answer: give up after this long rather than hang the request. */
const DEFAULT_TIMEOUT_MS = 30_000;

const SYSTEM_PROMPT = [
  'You write copy for the back office of an online shop.',
  'Use only the facts you are given (and the merchant’s own note, if any).',
  'Never invent materials, measurements, certifications, origins, awards, reviews or guarantees.',
  'Answer with one JSON object and nothing else.',
].join(' ');

/** The language to write in, named in English for the model: the admin's interface language. */
const WRITE_IN: Record<Language, string> = {
  en: 'Write in English.',
  az: 'Write in Azerbaijani (Latin script), whatever the language of the facts.',
};

const LENGTH: Record<ContentMode, string> = {
  concise: 'Keep it short: one or two sentences.',
  detailed: 'Write a fuller text: two or three short paragraphs.',
};

/** The AI helpers through an OpenAI-compatible chat-completions API (AI_BASE_URL + AI_API_KEY). */
export function createOpenAiProvider(
  config: OpenAiConfig,
  options: { timeoutMs?: number } = {},
): AiProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function complete<S extends z.ZodType>(
    schema: S,
    task: string,
    facts: unknown,
    language: Language = 'en',
  ) {
    const content = await chat(config, timeoutMs, [
      { role: 'system', content: `${SYSTEM_PROMPT} ${WRITE_IN[language]}` },
      { role: 'user', content: `${task}\n\nFacts (JSON):\n${JSON.stringify(facts, null, 2)}` },
    ]);
    const parsed = schema.safeParse(parseJsonObject(content));
    if (!parsed.success) throw new AiServiceError('The AI answer has not the expected fields');
    return parsed.data as z.output<S>;
  }

  return {
    async productDescription({ facts, prompt, language }) {
      const answer = await complete(
        aiProductDescriptionSchema,
        [
          'Write a product description as HTML using only <p>, <ul>, <li>, <strong> and <em>.',
          'Reply as {"description": "<p>…</p>"}.',
          prompt ? `The merchant asks: ${prompt}` : '',
        ].join(' '),
        facts,
        language,
      );
      return answer.description;
    },
    async productSeo({ facts, mode, language }) {
      const answer = await complete(
        aiProductSeoSchema,
        [
          `Write a search-engine title (at most ${SEO_TITLE_MAX} characters) and meta description`,
          `(at most ${SEO_DESCRIPTION_MAX} characters) for this product, as plain text.`,
          LENGTH[mode],
          'Reply as {"meta_title": "…", "meta_description": "…"}.',
        ].join(' '),
        facts,
        language,
      );
      return {
        meta_title: clampText(answer.meta_title, SEO_TITLE_MAX),
        meta_description: clampText(answer.meta_description, SEO_DESCRIPTION_MAX),
      };
    },
    async collectionInfo({ facts, mode, language }) {
      const answer = await complete(
        aiCollectionInfoSchema,
        [
          'Write a description of this collection of products as HTML using only <p>, <ul>, <li>,',
          `<strong> and <em>, a meta title (at most ${SEO_TITLE_MAX} characters) and a meta`,
          `description (at most ${SEO_DESCRIPTION_MAX} characters) as plain text.`,
          LENGTH[mode],
          'Reply as {"description": "<p>…</p>", "meta_title": "…", "meta_description": "…"}.',
        ].join(' '),
        facts,
        language,
      );
      return {
        description: answer.description,
        meta_title: clampText(answer.meta_title, SEO_TITLE_MAX),
        meta_description: clampText(answer.meta_description, SEO_DESCRIPTION_MAX),
      };
    },
  };
}

interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** One chat completion; returns the assistant's text or throws AiServiceError. */
async function chat(
  config: OpenAiConfig,
  timeoutMs: number,
  messages: ChatMessage[],
): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        model: config.model,
        messages,
        // Ask for JSON where the server supports it; the answer is parsed and checked either way.
        response_format: { type: 'json_object' },
        temperature: 0.4,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new AiServiceError('The AI service could not be reached', { cause: error });
  }
  if (!res.ok) {
    // The body may echo the request; keep only its start for the log.
    const detail = (await res.text().catch(() => '')).slice(0, 300);
    throw new AiServiceError(`The AI service answered ${res.status}: ${detail}`);
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch (error) {
    throw new AiServiceError('The AI service answered something other than JSON', {
      cause: error,
    });
  }
  const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]
    ?.message?.content;
  if (typeof content !== 'string' || !content.trim()) {
    throw new AiServiceError('The AI answer holds no message');
  }
  return content;
}

/** The JSON object in a model's reply; some models wrap it in a ```json fence despite being asked. */
function parseJsonObject(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(content);
  const text = (fenced?.[1] ?? content).trim();
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new AiServiceError('The AI answer is not valid JSON', { cause: error });
  }
}
