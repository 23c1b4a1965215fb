// The dice and the values of a turn: each die shows whether a chosen step used it, and each value
// spent or still to play (bonuses too) is listed, as the server tells them. A new roll tumbles for
// a moment first, unless the speed is instant or the person asked for less motion.

import { spentText, t } from './i18n.js';

const FACES = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class DiceView {
  constructor(box, values) {
    this.box = box;
    this.values = values;
    this.shown = null; // the roll last shown, to know a new one
  }

  /** Shows the dice of a game view; a roll not shown before tumbles for `ms` first. */
  async show(view, ms) {
    const dice = view.dice ?? [];
    const key = view.roll ? `${view.logSize}:${view.roll.join('-')}` : null;
    const fresh = key && key !== this.shown;
    this.shown = key;
    if (fresh && ms > 0 && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await this.tumble(dice.length, Math.min(ms * 2, 500));
    }
    this.box.setAttribute('aria-busy', 'false');
    this.box.replaceChildren(...dice.map((d) => this.die(d.value, d.used)));
    if (!dice.length) this.box.setAttribute('aria-label', t('diceNone'));
    else this.box.removeAttribute('aria-label');
    this.showValues(view);
  }

  die(value, used) {
    const s = document.createElement('span');
    s.className = 'die' + (used ? ' used' : '');
    s.textContent = FACES[value];
    s.setAttribute('role', 'img');
    s.setAttribute('aria-label', t(used ? 'dieUsed' : 'dieLeft', value));
    s.dataset.value = value;
    s.dataset.used = String(used);
    return s;
  }

  async tumble(count, ms) {
    this.box.setAttribute('aria-busy', 'true');
    this.box.classList.add('rolling');
    const end = performance.now() + ms;
    while (performance.now() < end) {
      this.box.replaceChildren(...Array.from({ length: count || 2 },
        () => this.die(1 + Math.floor(Math.random() * 6), false)));
      await pause(70);
    }
    this.box.classList.remove('rolling');
  }

  /** The values spent by the chosen steps, then the values still to play. */
  showValues(view) {
    const used = view.personToAct ? view.used ?? [] : [];
    const left = view.personToAct && view.roll ? view.left ?? [] : [];
    const chip = (v, kind) => {
      const s = document.createElement('span');
      s.className = `value ${kind} ${v.kind}`;
      s.textContent = spentText(v);
      s.dataset.kind = v.kind;
      return s;
    };
    const parts = [];
    if (used.length) {
      const label = document.createElement('span');
      label.textContent = t('usedLabel') + ':';
      parts.push(label, ...used.map((v) => chip(v, 'spent')));
    }
    if (left.length) {
      const label = document.createElement('span');
      label.textContent = t('leftLabel') + ':';
      parts.push(label, ...left.map((v) => chip(v, 'left')));
    }
    this.values.replaceChildren(...parts);
  }

  clear() {
    this.shown = null;
    this.box.replaceChildren();
    this.values.replaceChildren();
  }
}
