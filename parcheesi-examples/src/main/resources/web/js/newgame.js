// The new-game dialog: variant, rule options, 2 to 4 seats (a person or a bot), who starts, the dice
// seed, or a position to start from. It builds the request the server's POST /api/games reads.

import { friendly } from './errors.js';
import { language, playerName, t } from './i18n.js';

const COLOURS = ['Y', 'G', 'R', 'B'];

export class NewGameDialog {
  constructor(catalogue, onStart) {
    this.catalogue = catalogue;
    this.onStart = onStart;
    this.dialog = document.getElementById('new-game-dialog');
    this.variant = document.getElementById('ng-variant');
    this.error = document.getElementById('ng-error');
    this.variant.addEventListener('change', () => { this.fillOptions(); this.offerPlayable(); });
    // the learned bots are offered only for the games they learned (the catalogue's "limited")
    for (const id of ['ng-options', 'ng-seats']) {
      document.getElementById(id).addEventListener('change', () => this.offerPlayable());
    }
    document.getElementById('ng-position').addEventListener('input', () => this.offerPlayable());
    document.getElementById('ng-cancel').addEventListener('click', () => this.dialog.close());
    document.getElementById('new-game-form').addEventListener('submit', (e) => {
      e.preventDefault();
      this.submit();
    });
  }

  /** Opens on a fresh form: the variant and seats kept, the position and the seed emptied. */
  open() {
    this.error.hidden = true;
    const chosen = this.variant.value;
    this.variant.replaceChildren(...this.catalogue.variants.map((v) =>
      new Option(v.name?.[language()] ?? v.id, v.id, false, v.id === chosen)));
    document.getElementById('ng-position').value = '';
    document.getElementById('ng-seed').value = '';
    this.fillOptions();
    this.fillSeats();
    this.dialog.showModal();
  }

  fillOptions() {
    const box = document.getElementById('ng-options');
    box.replaceChildren(box.querySelector('legend'));
    const v = this.catalogue.variants.find((x) => x.id === this.variant.value);
    for (const o of v?.options ?? []) {
      const label = document.createElement('label');
      if (language() === 'en') label.title = o.description;
      const name = document.createElement('span');
      name.textContent = o.label?.[language()] ?? o.name;
      const select = document.createElement('select');
      select.dataset.option = o.name;
      for (const value of o.values) {
        const words = o.valueLabels?.[value]?.[language()] ?? value;
        select.add(new Option(words, value, false, value === o.default));
      }
      label.append(name, select);
      box.append(label);
    }
  }

  fillSeats() {
    const box = document.getElementById('ng-seats');
    box.replaceChildren(box.querySelector('legend'));
    const players = ['none', 'human', ...this.catalogue.bots];
    COLOURS.forEach((c, i) => {
      const label = document.createElement('label');
      const name = document.createElement('span');
      name.innerHTML = `<span class="chip ${c}"></span> `;
      name.append(t(c));
      const select = document.createElement('select');
      select.id = `ng-seat-${c}`;
      select.dataset.colour = c;
      const initial = i === 0 ? 'human' : 'search';
      for (const p of players) select.add(new Option(playerName(p), p, false, p === initial));
      label.append(name, select);
      box.append(label);
    });
    this.offerPlayable();
    const first = document.getElementById('ng-first');
    first.replaceChildren(new Option(t('rolloff'), 'rolloff'), ...COLOURS.map((c) => new Option(t(c), c)));
  }

  /**
   * Offers each seat the players that can play the form's game with that seat taken: a bot the
   * catalogue names in "limited" only for the variant, number of players and options it learned (for
   * a position, its variant and colours). A seat whose player is no longer offered gets the search bot.
   */
  offerPlayable() {
    const selects = [...document.querySelectorAll('#ng-seats select')];
    const position = document.getElementById('ng-position').value.trim();
    const options = Object.fromEntries(
      [...document.querySelectorAll('#ng-options select')].map((s) => [s.dataset.option, s.value]));
    const players = ['none', 'human', ...this.catalogue.bots];
    // a position's variant is its first word, its players the colours it names (Y:..., R:...)
    const named = new Set([...position.matchAll(/(?:^|\s)([YGRB]):/g)].map((m) => m[1])).size;
    const fits = (l, game) => l.variant === game.variant && l.players === game.players
      && (!game.options || Object.entries(l.options).every(([k, v]) => game.options[k] === v));
    for (const select of selects) {
      const game = position
        ? { variant: position.split(/\s+/)[0], players: named }
        : { variant: this.variant.value, players: selects.filter((s) => s === select || s.value !== 'none').length, options };
      const offered = players.filter((p) => !this.catalogue.limited?.[p] || this.catalogue.limited[p].some((l) => fits(l, game)));
      const value = offered.includes(select.value) ? select.value : 'search';
      if ([...select.options].map((o) => o.value).join() === offered.join()) continue;
      select.replaceChildren(...offered.map((p) => new Option(playerName(p), p, false, p === value)));
    }
  }

  request() {
    const position = document.getElementById('ng-position').value.trim();
    const seats = [...document.querySelectorAll('#ng-seats select')]
      .filter((s) => s.value !== 'none')
      .map((s) => ({ colour: s.dataset.colour, player: s.value }));
    const seedText = document.getElementById('ng-seed').value.trim();
    const request = {};
    if (position) {
      request.position = position;
      // the seats of the colours the position names (Y:..., R:...), so that a two-colour position
      // starts with the dialog's default seats too
      const named = new Set([...position.matchAll(/(?:^|\s)([YGRB]):/g)].map((m) => m[1]));
      const kept = seats.filter((s) => named.has(s.colour));
      if (kept.length) request.seats = kept;
    } else {
      request.variant = this.variant.value;
      request.options = Object.fromEntries(
        [...document.querySelectorAll('#ng-options select')].map((s) => [s.dataset.option, s.value]));
      request.seats = seats;
      request.first = document.getElementById('ng-first').value;
    }
    if (seedText) request.seed = /^-?\d+$/.test(seedText) ? Number(seedText) : seedText;
    return request;
  }

  async submit() {
    try {
      await this.onStart(this.request());
      this.dialog.close();
    } catch (e) {
      // a mistake in the form, in the page's words (such as the position's fault and where)
      console.warn('parcheesi:', e.message);
      this.error.textContent = friendly(e);
      this.error.hidden = false;
    }
  }

  /** The dialog's errors stay in the dialog; the page's busy mark covers the request. */
  static wrap(app) {
    return (request) => app.busy(async () => app.newGame(request), true);
  }
}
