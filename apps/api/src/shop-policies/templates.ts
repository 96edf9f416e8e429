import type { ShopPolicyKind } from '@shop/admin-api';
import { sanitizeRichText } from '../http/rich-text';
import { AZ_TEMPLATES } from './templates-az';
import { EN_TEMPLATES } from './templates-en';

const TEMPLATES = { en: EN_TEMPLATES, az: AZ_TEMPLATES } as const;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

/**
 * A policy's template in a language, the shop's name and e-mail filled in as text (a name with
 * markup in it stays words), then kept to the rich-text markup as any saved policy is.
 */
export function policyTemplate(
  kind: ShopPolicyKind,
  language: keyof typeof TEMPLATES,
  shop: { name: string; email: string },
): string {
  const values: Record<string, string> = {
    shop: escapeHtml(shop.name),
    email: escapeHtml(shop.email),
  };
  const html = TEMPLATES[language][kind].replace(
    /\{(shop|email)\}/g,
    (_, key: string) => values[key]!,
  );
  return sanitizeRichText(html.replace(/\n/g, ''));
}
