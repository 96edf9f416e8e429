import { z } from 'zod';
import { i18n } from './i18n';
import './zod-jitless';

/**
 * zod's own default messages (lengths, bounds, types) in the current language, at parse time. zod is
 * global, so this runs once, from the modules that validate what the user typed (forms, the stock
 * editor, the AI helpers), which load with the pages that need them: no zod on a first load.
 */
export function installZodMessages(): void {
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'too_big':
          return issue.origin === 'string'
            ? i18n.t('validation:tooLong', { count: Number(issue.maximum) })
            : i18n.t('validation:tooBig', { max: String(issue.maximum) });
        case 'too_small':
          return issue.origin === 'string'
            ? i18n.t('validation:tooShort', { count: Number(issue.minimum) })
            : i18n.t('validation:tooSmall', { min: String(issue.minimum) });
        case 'invalid_format':
          return issue.format === 'email'
            ? i18n.t('validation:email')
            : i18n.t('validation:invalid');
        case 'invalid_type':
          return issue.input === undefined || issue.input === null
            ? i18n.t('validation:required')
            : i18n.t('validation:invalid');
        default:
          return i18n.t('validation:invalid');
      }
    },
  });
}

installZodMessages();
