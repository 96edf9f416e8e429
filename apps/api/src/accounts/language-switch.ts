import { escapeHtml } from '../http/html';
import { LANGUAGE_NAMES, LANGUAGES, type Language, type Texts } from './i18n';

/**
 * The page in each language: plain links (reached and followed with the keyboard like any link),
 * each named in its own language and marked so (lang, hreflang), the current one not a link but
 * marked aria-current. `href(language)` is the same page in that language, keeping what the page was
 * opened with (the page to return to, the invitation's token).
 */
export function renderLanguageSwitch(texts: Texts, href: (language: Language) => string): string {
  const e = escapeHtml;
  const items = LANGUAGES.map((language) => {
    const name = e(LANGUAGE_NAMES[language]);
    return language === texts.language
      ? `<li><span lang="${language}" aria-current="true">${name}</span></li>`
      : `<li><a href="${e(href(language))}" lang="${language}" hreflang="${language}">${name}</a></li>`;
  });
  return `<nav class="languages" aria-label="${e(texts.t('language.label'))}">
<ul>
${items.join('\n')}
</ul>
</nav>`;
}
