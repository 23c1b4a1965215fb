// Friends on other devices: the seat keys this browser holds (in localStorage), the join links of a
// game's people's seats, and the game's live updates (server-sent events) that tell every open page
// of a game when it changes.

import { language } from './i18n.js';

const STORE = 'parcheesi-seat-keys';
const KEPT_GAMES = 50; // the keys of at most this many games are kept, the latest used
const KEY = /^[0-9a-f]{32}$/;

const WORDS = {
  en: { you: 'You play {0} here', links: 'Join links: send each friend their seat\'s link', copy: 'Copy', copied: 'Copied', link: '{0}\'s seat', watch: 'Watching: open a seat\'s join link to play' },
  ru: { you: 'Здесь вы играете: {0}', links: 'Ссылки для входа: отправьте каждому другу ссылку на его место', copy: 'Копировать', copied: 'Скопировано', link: 'Место: {0}', watch: 'Вы наблюдаете: чтобы играть, откройте ссылку на место' },
};
const COLOURS = {
  en: { Y: 'Yellow', G: 'Green', R: 'Red', B: 'Blue' },
  ru: { Y: 'Жёлтый', G: 'Зелёный', R: 'Красный', B: 'Синий' },
};
const say = (key, arg) => (WORDS[language()] ?? WORDS.en)[key].replace('{0}', arg ?? '');

function stored() {
  try {
    const all = JSON.parse(localStorage.getItem(STORE) ?? '{}');
    return all && typeof all === 'object' ? all : {};
  } catch (e) {
    return {};
  }
}

/** The keys this browser holds for a game, by seat (a colour's letter, or 'host'). */
export function keysOf(id) {
  return stored()[id]?.keys ?? {};
}

/** Keeps keys of a game in this browser, beside those it holds already. */
export function remember(id, keys) {
  const all = stored();
  all[id] = { keys: { ...(all[id]?.keys ?? {}), ...keys }, at: Date.now() };
  const ids = Object.keys(all).sort((a, b) => all[b].at - all[a].at);
  for (const old of ids.slice(KEPT_GAMES)) delete all[old];
  localStorage.setItem(STORE, JSON.stringify(all));
}

/** The X-Seat-Key header for a game: every key this browser holds for it, or undefined. */
export function keyHeader(id) {
  const keys = Object.values(keysOf(id)).filter((k) => KEY.test(k));
  return keys.length ? keys.slice(0, 5).join(',') : undefined;
}

/** Whether this browser holds the key of a colour's seat. */
export function holds(id, colour) {
  return colour in keysOf(id);
}

/** Takes a join link's key (#game=ID&seat=C&key=K) into this browser, and out of the address. */
export function takeKeyFromAddress() {
  const p = new URLSearchParams(location.hash.slice(1));
  const id = p.get('game');
  const seat = p.get('seat');
  const key = p.get('key');
  if (id && seat && key && KEY.test(key) && /^[YGRB]$/.test(seat)) {
    remember(id, { [seat]: key });
    history.replaceState(null, '', '#game=' + id);
  }
}

/** A seat's join link, or null when this browser does not hold its key. */
export function joinLink(id, colour) {
  const key = keysOf(id)[colour];
  return key ? `${location.origin}${location.pathname}#game=${id}&seat=${colour}&key=${key}` : null;
}

/**
 * Shows, after the seats, on the creator's page (which holds the host's key) the join link of each
 * person's seat in a game of two people or more, each with a button that copies it; on a friend's
 * page, the seats it plays; on a page without keys, that it watches.
 */
export function showJoinLinks(game) {
  let box = document.getElementById('join-links');
  if (!box) {
    box = document.createElement('div');
    box.id = 'join-links';
    document.getElementById('seats').after(box);
  }
  const people = game.seats.filter((s) => s.player === 'human').map((s) => s.colour);
  const held = people.filter((c) => holds(game.id, c));
  const parts = [];
  if (people.length > 0 && held.length === 0 && !keyHeader(game.id)) {
    const p = document.createElement('p');
    p.className = 'watching';
    p.textContent = say('watch');
    parts.push(p);
  } else if (people.length > 1 && held.length > 0 && !holds(game.id, 'host')) {
    const p = document.createElement('p');
    p.className = 'playing';
    p.textContent = say('you', held.map((c) => (COLOURS[language()] ?? COLOURS.en)[c]).join(', '));
    parts.push(p);
  } else if (people.length > 1 && held.length > 0) {
    const p = document.createElement('p');
    p.textContent = say('links');
    parts.push(p);
    for (const c of held) {
      const row = document.createElement('div');
      row.className = 'join-link';
      row.dataset.colour = c;
      const label = document.createElement('label');
      label.textContent = say('link', (COLOURS[language()] ?? COLOURS.en)[c]);
      const input = document.createElement('input');
      input.type = 'text';
      input.readOnly = true;
      input.value = joinLink(game.id, c);
      label.append(' ', input);
      const copy = document.createElement('button');
      copy.type = 'button';
      copy.textContent = say('copy');
      copy.addEventListener('click', async () => {
        try {
          await navigator.clipboard.writeText(input.value);
        } catch (e) {
          input.select(); // no clipboard (plain HTTP on another device): selected to copy by hand
        }
        copy.textContent = say('copied');
      });
      row.append(label, copy);
      parts.push(row);
    }
  }
  box.replaceChildren(...parts);
}

/**
 * The live updates of one game at a time: onChange(id, version) is called when the server says the
 * game changed (and once when the stream opens, with the version then).
 */
export class LiveGame {
  constructor(onChange) {
    this.onChange = onChange;
    this.id = null;
    this.source = null;
  }

  watch(id) {
    if (this.id === id && this.source && this.source.readyState !== EventSource.CLOSED) return;
    this.stop();
    this.id = id;
    this.source = new EventSource(`/api/games/${id}/events`);
    this.source.addEventListener('changed', (e) => {
      try {
        this.onChange(id, JSON.parse(e.data).version);
      } catch (err) {
        // a message that is not the server's: ignored
      }
    });
  }

  stop() {
    this.source?.close();
    this.source = null;
    this.id = null;
  }
}
