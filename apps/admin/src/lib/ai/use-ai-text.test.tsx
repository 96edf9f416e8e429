import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { paths } from '@shop/admin-api';
import { createQueryClient } from '../query-client/query-client';
import { setUpApiTest } from '../../test/api-test-setup';
import { type Route } from '../../test/fake-api';
import { i18n } from '../i18n/i18n';
import { aiHelpers, currentProductValues, useAiText, type AiHelper } from './use-ai-text';

const apiTest = setUpApiTest();

function setup<B extends z.ZodType, R extends z.ZodType>(helper: AiHelper<B, R>, route: Route) {
  const server = apiTest.serve(route);
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useAiText(helper), { wrapper });
  return { server, hook };
}

describe('useAiText', () => {
  it('sends the product description request with trimmed inputs and returns the text', async () => {
    const { server, hook } = setup(aiHelpers.productDescription, () => ({
      status: 200,
      data: { description: '<p>Soft wool.</p>' },
    }));
    let outcome: unknown;
    await act(async () => {
      outcome = await hook.result.current.generate({
        product_title: '  Wool scarf ',
        prompt_for_ai: '  warm, for winter  ',
      });
    });
    expect(outcome).toEqual({ ok: true, result: { description: '<p>Soft wool.</p>' } });
    expect(server.seen[0]?.url).toBe(paths.productAiDescription);
    expect(JSON.parse(server.seen[0]?.config.data as string)).toEqual({
      product_title: 'Wool scarf',
      prompt_for_ai: 'warm, for winter',
      language: 'en',
    });
  });

  it('sends the SEO and collection requests with their content mode', async () => {
    const seo = setup(aiHelpers.productSeo, () => ({
      status: 200,
      data: { meta_title: 'Scarf', meta_description: 'A scarf.' },
    }));
    await act(async () => {
      await seo.hook.result.current.generate({ product_title: ' Scarf ', product_id: 'prd_1' });
    });
    expect(JSON.parse(seo.server.seen[0]?.config.data as string)).toEqual({
      product_title: 'Scarf',
      content_mode: 'concise',
      product_id: 'prd_1',
      language: 'en',
    });

    const info = setup(aiHelpers.collectionInfo, () => ({
      status: 200,
      data: { description: '<p>x</p>', meta_title: 'T', meta_description: 'D' },
    }));
    await act(async () => {
      await info.hook.result.current.generate({
        collection_title: ' Summer ',
        content_mode: 'detailed',
      });
    });
    expect(info.server.seen[0]?.url).toBe(paths.collectionAiInfo);
    expect(JSON.parse(info.server.seen[0]?.config.data as string)).toEqual({
      collection_title: 'Summer',
      content_mode: 'detailed',
      language: 'en',
    });
  });

  it('asks in the interface language: Azerbaijani for an admin in az', async () => {
    await i18n.changeLanguage('az');
    const { server, hook } = setup(aiHelpers.productDescription, () => ({
      status: 200,
      data: { description: '<p>Yumşaq yun.</p>' },
    }));
    await act(async () => {
      await hook.result.current.generate({ product_title: 'Yun şərf', price: 2450 });
    });
    expect(JSON.parse(server.seen[0]?.config.data as string)).toEqual({
      product_title: 'Yun şərf',
      prompt_for_ai: '',
      price: 2450,
      language: 'az',
    });
  });

  it('does not send a blank title: it names the field instead', async () => {
    const { server, hook } = setup(aiHelpers.productSeo, () => ({ status: 500 }));
    let outcome: unknown;
    await act(async () => {
      outcome = await hook.result.current.generate({ product_title: '   ' });
    });
    expect(outcome).toEqual({
      ok: false,
      fieldErrors: [{ field: 'product_title', title: 'Required' }],
    });
    expect(server.seen).toHaveLength(0);
  });

  it('toasts a failure of the AI service and is pending while it runs', async () => {
    let answer!: (value: { status: number; data?: unknown }) => void;
    const { hook } = setup(
      aiHelpers.productDescription,
      () => new Promise((resolve) => (answer = resolve)),
    );
    let pending!: Promise<unknown>;
    act(() => {
      pending = hook.result.current.generate({ product_title: 'Scarf' });
    });
    await vi.waitFor(() => expect(hook.result.current.isPending).toBe(true));
    await act(async () => {
      answer({ status: 502, data: { message: 'The AI service did not answer', errors: [] } });
      expect(await pending).toEqual({ ok: false, fieldErrors: [] });
    });
    await vi.waitFor(() => expect(hook.result.current.isPending).toBe(false));
    expect(apiTest.toastError()).toHaveBeenCalledWith('The AI service did not answer');
  });

  it('returns the field errors of a refused request without a toast', async () => {
    const { hook } = setup(aiHelpers.productDescription, () => ({
      status: 422,
      data: {
        message: 'Validation failed',
        errors: [{ field: 'prompt_for_ai', title: 'At most 2000 characters' }],
      },
    }));
    let outcome: unknown;
    await act(async () => {
      outcome = await hook.result.current.generate({ product_title: 'Scarf' });
    });
    expect(outcome).toEqual({
      ok: false,
      fieldErrors: [{ field: 'prompt_for_ai', title: 'At most 2000 characters' }],
    });
    expect(apiTest.toastError()).not.toHaveBeenCalled();
  });
});

describe('currentProductValues', () => {
  it("sends the form's unsaved price and description; a price being typed is left out", () => {
    expect(currentProductValues({ price: 2450, description_html: '<p>Soft.</p>' })).toEqual({
      price: 2450,
      description_html: '<p>Soft.</p>',
    });
    expect(currentProductValues({ price: null, description_html: '' })).toEqual({
      description_html: '',
    });
  });
});
