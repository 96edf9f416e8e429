import { RICH_TEXT_URL_SCHEMES } from '@shop/admin-api';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const EMAIL = /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/;
const HOST = /^[^\s/?#]+\.[^\s/?#]+/;

/**
 * What the merchant typed in the link box, as an address a description may hold, or null when it
 * cannot be one. `example.com/x` becomes `https://example.com/x`, `ann@example.com` a mailto: link;
 * any scheme but http(s) and mailto (javascript:, data:) is refused, as the sanitiser would drop it.
 */
export function normalizeLinkUrl(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme) {
    if (!(RICH_TEXT_URL_SCHEMES as readonly string[]).includes(scheme)) return null;
    return text.length > scheme.length + 1 ? text : null;
  }
  if (EMAIL.test(text)) return `mailto:${text}`;
  if (text.startsWith('//') || !HOST.test(text)) return null;
  return `https://${text}`;
}

/** Country-code top-level domains (IANA), two letters each. */
const COUNTRY_TLDS = new Set(
  'acadaeafagaialamaoaqarasatauawaxazbabbbdbebfbgbhbibjbmbnbobrbsbtbvbwbybzcacccdcfcgchcickclcmcncocrcucvcwcxcyczdedjdkdmdodzeceeegereseteufifjfkfmfofrgagbgdgegfggghgiglgmgngpgqgrgsgtgugwgyhkhmhnhrhthuidieiliminioiqirisitjejmjojpkekgkhkikmknkpkrkwkykzlalblclilklrlsltlulvlymamcmdmemgmhmkmlmmmnmompmqmrmsmtmumvmwmxmymznancnenfngninlnonpnrnunzompapepfpgphpkplpmpnprpsptpwpyqarerorsrurwsasbscsdsesgshsisjskslsmsnsosrssstsusvsxsysztctdtftgthtjtktltmtntotrtttvtwtzuaugukusuyuzvavcvevgvivnvuwfwsyeytzazmzw'.match(
    /../g,
  ),
);

/** The generic top-level domains shop addresses commonly end in. */
const GENERIC_TLDS = new Set(
  'com net org info biz edu gov int name pro mobi asia app dev shop store online site website tech xyz top club vip live life world today news blog cloud art design studio media email digital agency company group global link page space fun fashion style boutique clothing shoes jewelry beauty market sale gift toys'.split(
    ' ',
  ),
);

const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
/** A host name (labels and dots, the last one the top-level domain), a port, then a path. */
const BARE_ADDRESS = new RegExp(
  String.raw`^((?:${LABEL}\.)+(\p{L}{2,63}))(?::\d{1,5})?(?:[/?#]\S*)?$`,
  'u',
);
const EMAIL_ADDRESS = new RegExp(
  String.raw`^(?:mailto:)?[\p{L}\p{N}!#$%&'*+=?^_\x60{|}~.-]+@(?:${LABEL}\.)+(\p{L}{2,63})$`,
  'iu',
);
const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+\S*$/i;
/** Sentence punctuation after an address belongs to the sentence (a word ending so is no link). */
const TRAILING_PUNCTUATION = /[.,;:!?'"\u2019\u201d)\]]$/;

function knownTld(tld: string, host: string): boolean {
  const lower = tld.toLowerCase();
  if (lower.length === 2) return COUNTRY_TLDS.has(lower);
  return GENERIC_TLDS.has(lower) || /^www\./i.test(host);
}

export interface FoundLink {
  /** Where the address starts and ends in the text. */
  start: number;
  end: number;
  /** The link it makes (normalizeLinkUrl's). */
  href: string;
}

/**
 * The address a word is, as a link, or null: a web address (https://…, example.com/shoes, an
 * address starting with www.), an e-mail address, optionally in parentheses or brackets. A plain
 * host name needs a country or a common generic domain at its end (shop.az, example.com, not
 * file.txt or Mr.Smith). Typed and pasted text is linked by this rule; the link box takes any
 * address normalizeLinkUrl accepts.
 */
export function findWordLink(word: string): FoundLink | null {
  const wrapped = /^\(.*\)$|^\[.*\]$/.test(word);
  const start = wrapped ? 1 : 0;
  const candidate = wrapped ? word.slice(1, -1) : word;
  if (!candidate || TRAILING_PUNCTUATION.test(candidate)) return null;
  let known = WEB_ADDRESS.test(candidate);
  if (!known) {
    const email = EMAIL_ADDRESS.exec(candidate);
    const bare = email ? null : BARE_ADDRESS.exec(candidate);
    known = email
      ? knownTld(email[1] ?? '', '')
      : bare
        ? knownTld(bare[2] ?? '', bare[1] ?? '')
        : false;
  }
  const href = known ? normalizeLinkUrl(candidate) : null;
  return href ? { start, end: start + candidate.length, href } : null;
}

/** The addresses among the words of a text (pasted text), in order. */
export function findLinks(text: string): FoundLink[] {
  const found: FoundLink[] = [];
  for (const match of text.matchAll(/\S+/gu)) {
    const link = findWordLink(match[0]);
    if (link) found.push({ ...link, start: match.index + link.start, end: match.index + link.end });
  }
  return found;
}
