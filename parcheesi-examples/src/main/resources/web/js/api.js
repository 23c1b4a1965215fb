// The server's JSON API: one function per request. Every failure is an ApiError carrying the HTTP
// status and the server's {"error": "...", "code": "...", "details": {...}}: the English message
// for the console, the code and details for the page's own words (errors.js).

import { keyHeader, remember } from './live.js';

export class ApiError extends Error {
  constructor(status, message, code = undefined, details = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

async function request(method, path, body, contentType = 'application/json', keys = undefined) {
  const init = { method, headers: {} };
  if (keys) init.headers['X-Seat-Key'] = keys; // the seats' keys this browser holds (live.js)
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    init.headers['Content-Type'] = contentType;
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (e) {
    throw new ApiError(0, 'the server does not answer: ' + e.message);
  }
  const text = await response.text();
  if (!response.ok) {
    let refusal = { error: text };
    try { refusal = JSON.parse(text); } catch (e) { /* not JSON */ }
    throw new ApiError(response.status, refusal.error, refusal.code, refusal.details ?? {});
  }
  return response.headers.get('Content-Type')?.startsWith('application/json') ? JSON.parse(text) : text;
}

const q = (params) => '?' + new URLSearchParams(params).toString();

export const api = {
  variants: () => request('GET', '/api/variants'),
  board: (variant) => request('GET', `/api/variants/${encodeURIComponent(variant)}/board`),
  newGame: async (setup, lang) => {
    const view = await request('POST', '/api/games' + q({ lang }), setup);
    if (view.keys) remember(view.id, view.keys); // the creator holds every seat's key
    delete view.keys;
    return view;
  },
  game: (id, lang, since = 0) => request('GET', `/api/games/${id}` + q({ lang, since })),
  act: (id, action, lang, since, body) =>
    request('POST', `/api/games/${id}/${action}` + q({ lang, since }), body ?? {}, 'application/json', keyHeader(id)),
  hint: (id) => request('GET', `/api/games/${id}/hint`, undefined, undefined, keyHeader(id)),
  recordUrl: (id) => `/api/games/${id}/record`,
  openReplay: (text, lang) => request('POST', '/api/replays' + q({ lang }), text, 'text/plain; charset=utf-8'),
  replay: (id, at, lang) => request('GET', `/api/replays/${id}` + q({ at, lang })),
};
