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
    this.variant.addEventListener('change', () => this.fillOptions());
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
    const first = document.getElementById('ng-first');
    first.replaceChildren(new Option(t('rolloff'), 'rolloff'), ...COLOURS.map((c) => new Option(t(c), c)));
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
