// The help panel: the board's marks, as drawn for the variant shown, the variant's rules in short,
// and the keyboard shortcuts.

import { rulesSummary, t } from './i18n.js';

const SVG = 'http://www.w3.org/2000/svg';

// each mark: the legend's words, the classes of its sample, the shape, and whether the board has it
const MARKS = [
  ['legendMovable', 'piece Y movable', 'piece', () => true],
  ['legendTarget', 'sample-target', 'circle', () => true],
  ['legendHint', 'piece Y hinted', 'piece', () => true],
  ['legendSafe', 'cell track safe', 'safe', (k) => k.has('safe')],
  ['legendExit', 'cell exit Y', 'square', (k) => k.has('exit')],
  ['legendHomeRow', 'cell home_row Y', 'square', (k) => k.has('home_row')],
  ['legendNest', 'cell nest Y', 'circle', (k) => k.has('nest')],
  ['legendHome', 'cell home Y', 'circle', (k) => k.has('home')],
  ['legendRest', 'cell rest', 'square', (k) => k.has('rest')],
  ['legendArrow', 'cell arrow', 'square', (k) => k.has('arrow')],
  ['legendMirror', 'cell mirror', 'circle', (k) => k.has('mirror')],
  ['legendBase', 'cell captors_base', 'circle', (k) => k.has('captors_base')],
  ['legendShortcut', 'shortcut', 'line', (k, ways) => ways],
];

function sample(classes, shape) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 40 40');
  svg.setAttribute('aria-hidden', 'true');
  svg.classList.add('swatch');
  const add = (name, attrs) => {
    const e = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    svg.append(e);
    return e;
  };
  if (shape === 'square' || shape === 'safe') {
    add('rect', { x: 4, y: 4, width: 32, height: 32, rx: 5, class: classes });
    if (shape === 'safe') add('circle', { cx: 20, cy: 20, r: 10, class: 'safe-mark' });
  } else if (shape === 'line') {
    add('line', { x1: 2, y1: 20, x2: 38, y2: 20, class: classes });
  } else if (shape === 'piece') {
    add('circle', { cx: 20, cy: 20, r: 11, class: classes });
  } else {
    add('circle', { cx: 20, cy: 20, r: 15, class: classes });
  }
  return svg;
}

export class Help {
  constructor(app) {
    this.app = app;
    this.dialog = document.getElementById('help-dialog');
    document.getElementById('help').addEventListener('click', () => this.open());
    document.getElementById('help-close').addEventListener('click', () => this.dialog.close());
  }

  open() {
    this.fill();
    this.dialog.showModal();
    document.getElementById('help-close').focus({ preventScroll: true });
    this.dialog.scrollTop = 0;
  }

  fill() {
    const geometry = this.app.board.geometry;
    const kinds = new Set((geometry?.cells ?? []).flatMap((c) => c.kinds));
    const ways = (geometry?.edges ?? []).some((e) => !e.onPath);
    const list = document.getElementById('help-legend');
    list.replaceChildren(...MARKS.filter(([, , , has]) => has(kinds, ways)).map(([key, classes, shape]) => {
      const li = document.createElement('li');
      const words = document.createElement('span');
      words.textContent = t(key);
      li.append(sample(classes, shape), words);
      return li;
    }));
    const variant = this.app.game?.variant ?? 'american';
    document.getElementById('help-rules-title').textContent = t('rulesOf', this.app.variantName(variant));
    document.getElementById('help-rules').replaceChildren(...rulesSummary(variant).map((line) => {
      const li = document.createElement('li');
      li.textContent = line;
      return li;
    }));
    document.getElementById('help-keys').textContent = t('keysText');
  }
}
