import { escapeHtml } from '../http/html';
import type { Texts } from './i18n';

/** The challenge a form's script solves before the form is sent (botguard.ts). */
export interface BotguardChallenge {
  challenge: string;
  bits: number;
}

/**
 * What a form guarded by the botguard holds besides its own fields: the challenge and the answer the
 * page's script (botguard-script.ts) fills in, a status line it speaks through while a submit waits
 * for the answer, and a note for a browser without JavaScript. The <form> itself carries
 * `data-botguard-bits` (botguardFormAttribute), which is how the script finds it.
 */
export function botguardFields(texts: Texts, botguard: BotguardChallenge) {
  const e = escapeHtml;
  return {
    hidden: `<input type="hidden" name="botguard_challenge" value="${e(botguard.challenge)}" />
<input type="hidden" name="botguard_solution" value="" />`,
    after: `<p id="botguard-status" class="status" role="status" data-waiting="${e(texts.t('botguard.waiting'))}"></p>
<noscript><p class="note">${e(texts.t('botguard.noscript'))}</p></noscript>`,
  };
}

export function botguardFormAttribute(botguard: BotguardChallenge): string {
  return `data-botguard-bits="${botguard.bits}"`;
}
