// What a screen reader says for a piece or a destination, in words of the page's language: a
// location token (20, r3, o2, pY) becomes "square 20", "home row 3", "rest cell 2", "Yellow's base".

import { spentText, t } from './i18n.js';

/** A location in words. */
export function placeName(token) {
  if (token === 'n') return t('nestOf');
  if (token === 'h') return t('home');
  if (token === 'c') return t('mirror');
  if (/^\d+$/.test(token)) return t('square', token);
  let m = /^r(\d+)$/.exec(token);
  if (m) return t('homeRow', m[1]);
  m = /^m(\d+)$/.exec(token);
  if (m) return t('arrow', m[1]);
  m = /^o(\d+)$/.exec(token);
  if (m) return t('rest', m[1]);
  m = /^p([YGRB])$/.exec(token);
  if (m) return t('baseOf', t(m[1]));
  return token;
}

/** A piece in words: "Yellow piece on square 20". */
export function pieceLabel(colour, loc) {
  return loc === 'h' ? t('pieceHome', t(colour + 'f')) : t('piece', t(colour + 'f'), placeName(loc));
}

/**
 * A destination in words: "to square 27, with 4, captures red". The captured colours are those of
 * the other pieces standing there.
 */
export function stepLabel(step, capturedColours) {
  const parts = [t('toPlace', placeName(step.to))];
  if (step.spent) parts.push(t('using', spentText(step.spent)));
  if (step.capture) {
    parts.push(t('captures', capturedColours.length ? capturedColours.map((c) => t(c + 'a')).join(', ') : ''));
  }
  return parts.join(', ');
}
