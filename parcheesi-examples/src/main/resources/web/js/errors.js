// What a person reads of a failed request: words of their language, never the server's own
// message, which goes to the console for an engineer.

import { ApiError } from './api.js';
import { t } from './i18n.js';

export function friendly(e) {
  if (!(e instanceof ApiError)) return t('serverError');
  if (e.status === 0) return t('offline');
  if (e.status === 409) return t('notNow');
  if (e.status >= 400 && e.status < 500) return t('refused');
  return t('serverError');
}
