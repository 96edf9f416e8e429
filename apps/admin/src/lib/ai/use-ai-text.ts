import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  aiCollectionInfoBodySchema,
  aiCollectionInfoSchema,
  aiProductDescriptionSchema,
  aiProductSeoSchema,
  catalogPaths,
  productAiDescriptionBodySchema,
  productAiSeoBodySchema,
  type FieldError,
} from '@shop/admin-api';
import { api } from '../http/client';
import { fieldErrors } from '../http/errors';
import { FALLBACK_LANGUAGE, i18n, isLanguage } from '../i18n/i18n';
// The user's input is validated here: zod's messages in the user's language.
import '../i18n/zod-config';

/** One AI helper of the contract: where it lives, what it takes (trimmed by its schema), what it answers. */
export interface AiHelper<Body extends z.ZodType, Result extends z.ZodType> {
  path: string;
  body: Body;
  result: Result;
}

/** §7 products and collections: the three AI helpers. */
export const aiHelpers = {
  /** `prompt_for_ai`, `product_title` (and the product's id when it exists) → `description` HTML. */
  productDescription: {
    path: catalogPaths.productAiDescription,
    body: productAiDescriptionBodySchema,
    result: aiProductDescriptionSchema,
  },
  /** `product_title`, `content_mode` → `meta_title`, `meta_description`. */
  productSeo: {
    path: catalogPaths.productAiSeo,
    body: productAiSeoBodySchema,
    result: aiProductSeoSchema,
  },
  /** `collection_title`, `content_mode` → `description`, `meta_title`, `meta_description`. */
  collectionInfo: {
    path: catalogPaths.collectionAiInfo,
    body: aiCollectionInfoBodySchema,
    result: aiCollectionInfoSchema,
  },
} satisfies Record<string, AiHelper<z.ZodType, z.ZodType>>;

/**
 * The product form's price and description as they are now, unsaved: the helpers write from them
 * over the saved ones (a price changed to 24.50 is described as 24.50). A price still being typed
 * (null) is left out.
 */
export function currentProductValues(values: { price: number | null; description_html: string }): {
  price?: number;
  description_html: string;
} {
  const { price, description_html } = values;
  return { ...(price === null ? {} : { price }), description_html };
}

/** What a request gave: the text, or the field errors to place on the form (empty: a toast said why). */
export type AiOutcome<Result> =
  { ok: true; result: Result } | { ok: false; fieldErrors: FieldError[] };

/** The contract's messages of a body that cannot be sent, keyed by the body's field names. */
export function bodyFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.'), title: issue.message }));
}

/** The interface language at the moment of asking: the helpers write in it. */
function interfaceLanguage() {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : FALLBACK_LANGUAGE;
}

/**
 * Runs one AI helper with a pending state, in the interface language (the body's `language`). The input is checked and trimmed with the contract's
 * schema first (§5: AI helper calls trim their text inputs), so a blank title never leaves the
 * browser. A failure raises the app's usual error toast (§8), except when the server names fields:
 * those come back for the form to place next to its own fields.
 */
export function useAiText<Body extends z.ZodType, Result extends z.ZodType>(
  helper: AiHelper<Body, Result>,
) {
  const mutation = useMutation({
    mutationFn: async (body: z.output<Body>) =>
      helper.result.parse(await api.post(helper.path, body)) as z.output<Result>,
    // The text is wanted now, in the form: a helper does not wait for the connection.
    meta: { offline: 'refuse' },
  });

  const generate = async (input: z.input<Body>): Promise<AiOutcome<z.output<Result>>> => {
    const body = helper.body.safeParse({ language: interfaceLanguage(), ...(input as object) });
    if (!body.success) return { ok: false, fieldErrors: bodyFieldErrors(body.error) };
    try {
      return { ok: true, result: await mutation.mutateAsync(body.data) };
    } catch (error) {
      return { ok: false, fieldErrors: fieldErrors(error) };
    }
  };

  return { generate, isPending: mutation.isPending };
}
