// Draws a board from the library's geometry (cells with kinds and unit-square coordinates) as SVG,
// places the pieces, highlights what a person may click, and animates movements. It knows no rule
// of any variant: where a piece is drawn comes from the geometry alone.

import { pieceLabel, stepLabel } from './labels.js';

const SVG = 'http://www.w3.org/2000/svg';
const SIZE = 1000;
const MARGIN = 40;
const BIG = ['nest', 'home', 'captors_base', 'mirror'];
// the least size, in screen pixels, of what a person taps: a piece to move, a destination
const TAP = 36;

function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

export class Board {
  /** A board drawn in an SVG element; its buttons are repeated in `choices` where they are small. */
  constructor(svg, choices = null) {
    this.svg = svg;
    this.choices = choices;
    this.geometry = null;
    this.pieces = [];          // {colour, loc, node}
    this.onStep = () => {};    // called with a step the person chose
    this.steps = [];
    this.mover = null;
    this.selected = null;
  }

  /** Draws the cells of a geometry; pieces are placed by place(). */
  setGeometry(geometry) {
    this.geometry = geometry;
    this.svg.replaceChildren();
    const span = SIZE - 2 * MARGIN;
    this.xy = (c) => [MARGIN + c.x * span, MARGIN + c.y * span];
    const track = geometry.cells.filter((c) => this.bigKind(c) === undefined);
    // the cell size: a little less than the distance between neighbouring squares
    let d = Infinity;
    for (let i = 0; i < track.length; i++) {
      const [x1, y1] = this.xy(track[i]);
      for (let j = i + 1; j < track.length; j++) {
        const [x2, y2] = this.xy(track[j]);
        const dd = Math.hypot(x1 - x2, y1 - y2);
        if (dd > 0.5 && dd < d) d = dd;
      }
    }
    this.unit = Math.min(isFinite(d) ? d * 0.94 : 30, 60);
    // nests, homes and bases: each kind as large as the room between its cells allows
    this.bigRadius = {};
    for (const kind of BIG) {
      const group = geometry.cells.filter((c) => this.bigKind(c) === kind);
      let room = Infinity;
      for (let i = 0; i < group.length; i++) {
        const [x1, y1] = this.xy(group[i]);
        for (let j = i + 1; j < group.length; j++) {
          const [x2, y2] = this.xy(group[j]);
          const dd = Math.hypot(x1 - x2, y1 - y2);
          if (dd > 0.5 && dd < room) room = dd;
        }
      }
      this.bigRadius[kind] = Math.max(this.unit * 0.6, Math.min(this.unit * 1.25, room * 0.48));
    }
    this.cellsLayer = el('g', { class: 'cells', 'aria-hidden': 'true' }, this.svg);
    this.shortcutLayer = el('g', { 'aria-hidden': 'true' }, this.svg);
    this.pieceLayer = el('g', { class: 'pieces', 'aria-hidden': 'true' }, this.svg);
    // above the pieces: the buttons a person presses, a movable piece's handle or a destination
    this.targetLayer = el('g', { class: 'targets', role: 'group' }, this.svg);
    for (const c of geometry.cells) this.drawCell(c);
    // the ways off the paths, each drawn as a dashed line classed by its kind (go_round,
    // shortcut, rest_shift, mirror_exit); the wrap and the turns home join cells the track shows
    const ways = geometry.edges ? geometry.edges.filter((e) => !e.onPath) : geometry.shortcuts ?? [];
    for (const s of ways) {
      const a = this.cell(s.from, s.colour), b = this.cell(s.to, s.colour);
      if (a && b) {
        const [x1, y1] = this.xy(a), [x2, y2] = this.xy(b);
        el('line', { class: ['shortcut', s.kind ?? ''].join(' '), x1, y1, x2, y2 }, this.shortcutLayer);
      }
    }
    this.pieces = [];
  }

  /** The kind that makes a cell a large round place, or undefined for a square. */
  bigKind(c) {
    return BIG.find((k) => c.kinds.includes(k));
  }

  radius(c) {
    return this.bigRadius[this.bigKind(c)];
  }

  drawCell(c) {
    const [x, y] = this.xy(c);
    const u = this.unit;
    const classes = ['cell', ...c.kinds, c.colour ?? ''].join(' ');
    const big = this.bigKind(c) !== undefined;
    let shape;
    if (big) {
      shape = el('circle', { cx: x, cy: y, r: this.radius(c), class: classes }, this.cellsLayer);
    } else {
      shape = el('rect', { x: x - u / 2, y: y - u / 2, width: u, height: u, rx: u * 0.15, class: classes }, this.cellsLayer);
      if (c.kinds.includes('safe')) el('circle', { cx: x, cy: y, r: u * 0.32, class: 'safe-mark' }, this.cellsLayer);
      if (c.kinds.includes('track') && /^\d+$/.test(c.id)) {
        const label = el('text', { x, y: y + u * 0.33, class: 'label' }, this.cellsLayer);
        label.textContent = c.id;
      }
    }
    shape.dataset.loc = c.id;
    if (c.colour) shape.dataset.colour = c.colour;
  }

  /** The cell a piece of a colour at a location is drawn in (as BoardGeometry.cell does). */
  cell(loc, colour) {
    const here = this.geometry.cells.filter((c) => c.id === loc);
    return here.find((c) => c.colour === colour)
      ?? (here.length === 1 ? here[0] : here.find((c) => !c.colour));
  }

  /** Places pieces as the server gives them ({Y: ["n", "5", ...]}), moving the fewest nodes. */
  place(pieces) {
    const want = [];
    for (const [colour, locs] of Object.entries(pieces)) for (const loc of locs) want.push({ colour, loc });
    const free = [...this.pieces];
    const kept = [];
    const missing = [];
    for (const w of want) {
      const i = free.findIndex((p) => p.colour === w.colour && p.loc === w.loc);
      if (i >= 0) kept.push(free.splice(i, 1)[0]); else missing.push(w);
    }
    for (const w of missing) {
      const i = free.findIndex((p) => p.colour === w.colour);
      if (i >= 0) {
        const p = free.splice(i, 1)[0];
        p.loc = w.loc;
        kept.push(p);
      } else {
        kept.push(this.newPiece(w.colour, w.loc));
      }
    }
    for (const p of free) p.node.remove();
    this.pieces = kept;
    this.layout();
  }

  newPiece(colour, loc) {
    const node = el('circle', { r: this.unit * 0.34, class: `piece ${colour}`, cx: 0, cy: 0 }, this.pieceLayer);
    node.dataset.colour = colour;
    return { colour, loc, node, x: 0, y: 0 };
  }

  /**
   * Puts every piece node where its location's cell is: the cell's slots, one a piece in order,
   * when it has enough (the library lays them out); otherwise spread round the cell's point.
   */
  layout() {
    const groups = new Map();
    for (const p of this.pieces) {
      const c = this.cell(p.loc, p.colour);
      const key = c ? `${c.id}|${c.colour ?? ''}` : `?${p.colour}`;
      if (!groups.has(key)) groups.set(key, { cell: c, list: [] });
      groups.get(key).list.push(p);
    }
    for (const { cell, list } of groups.values()) {
      const [x, y] = cell ? this.xy(cell) : [MARGIN / 2, MARGIN / 2];
      const big = cell && this.bigKind(cell) !== undefined;
      const slots = cell && cell.slots && cell.slots.length >= list.length && list.length > 1
        ? cell.slots : null;
      if (slots) {
        // pieces as large as the room between the cell's slots allows
        let room = this.unit * 0.34;
        for (let i = 1; i < list.length; i++) {
          const [x1, y1] = this.xy(slots[i - 1]), [x2, y2] = this.xy(slots[i]);
          room = Math.min(room, Math.hypot(x1 - x2, y1 - y2) * 0.48);
        }
        list.forEach((p, i) => {
          const [sx, sy] = this.xy(slots[i]);
          p.node.style.transform = `translate(${sx}px, ${sy}px)`;
          p.x = sx; p.y = sy;
          p.node.dataset.loc = p.loc;
          p.node.setAttribute('r', room);
        });
        continue;
      }
      list.forEach((p, i) => {
        let dx = 0, dy = 0;
        if (list.length > 1) {
          const spread = big ? this.radius(cell) * 0.55 : this.unit * 0.22;
          const a = (2 * Math.PI * i) / list.length - Math.PI / 2;
          dx = Math.cos(a) * spread; dy = Math.sin(a) * spread;
        }
        p.node.style.transform = `translate(${x + dx}px, ${y + dy}px)`;
        p.x = x + dx; p.y = y + dy;
        p.node.dataset.loc = p.loc;
        p.node.setAttribute('r', this.unit * (list.length > 2 && !big ? 0.26 : 0.34));
      });
    }
  }

  /** One piece moves (an event's movement); the animation takes the CSS transition's time. */
  move(colour, from, to) {
    const p = this.pieces.find((q) => q.colour === colour && q.loc === from);
    if (p) {
      p.loc = to;
      this.pieceLayer.appendChild(p.node); // drawn on top while it moves
      this.layout();
    }
  }

  setSpeed(ms) {
    this.svg.style.setProperty('--move-ms', `${Math.max(0, Math.min(ms, 450))}ms`);
  }

  /** Marks the pieces that can make one of the steps; the person presses one, then a target. */
  offer(mover, steps, onStep) {
    this.mover = mover;
    this.steps = steps;
    this.onStep = onStep;
    this.select(null);
  }

  /** The radius, in board units, of a button at least TAP screen pixels wide. */
  tapRadius(visual) {
    const width = this.svg.getBoundingClientRect().width || 1000;
    return Math.max(visual, (TAP / 2) * (1000 / width));
  }

  /** A button on the board: a transparent tap area, a visible ring, a spoken label. */
  button(x, y, r, classes, label, press) {
    const g = el('g', { class: classes, role: 'button', tabindex: '0', 'aria-label': label }, this.targetLayer);
    el('circle', { cx: x, cy: y, r: this.tapRadius(r), class: 'hit' }, g);
    el('circle', { cx: x, cy: y, r, class: 'mark' }, g);
    g.press = press;
    g.addEventListener('click', press);
    g.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); press(); }
    });
    return g;
  }

  select(piece) {
    this.selected = piece;
    this.targetLayer.replaceChildren();
    const froms = new Set(this.steps.map((s) => s.from));
    const handles = new Set();
    for (const p of this.pieces) {
      const movable = p.colour === this.mover && froms.has(p.loc);
      p.node.classList.toggle('movable', movable);
      p.node.classList.toggle('selected', piece === p);
      p.node.classList.remove('hinted');
      // one button for each place a movable piece stands (two pieces there move alike)
      if (movable && !handles.has(p.loc)) {
        handles.add(p.loc);
        const h = this.button(p.x, p.y, Number(p.node.getAttribute('r')), 'handle', pieceLabel(p.colour, p.loc), () => this.pieceClicked(p));
        h.dataset.loc = p.loc;
        h.dataset.colour = p.colour;
        h.setAttribute('aria-pressed', String(piece === p));
      }
    }
    if (piece) this.offerTargets(piece);
    this.repeatSmallButtons();
  }

  /** The buttons of a chosen piece's destinations. */
  offerTargets(piece) {
    for (const s of this.steps.filter((st) => st.from === piece.loc)) {
      const c = this.cell(s.to, this.mover);
      if (!c) continue;
      const [x, y] = this.xy(c);
      const big = this.bigKind(c) !== undefined;
      const captured = [...new Set(this.pieces.filter((p) => p.loc === s.to && p.colour !== this.mover).map((p) => p.colour))];
      const g = this.button(x, y, big ? this.radius(c) * 0.9 : this.unit * 0.48, 'target' + (s.capture ? ' capture' : ''),
        stepLabel(s, captured), () => this.onStep(s.step));
      g.dataset.step = s.step;
      g.dataset.loc = s.to;
    }
  }

  /**
   * Where the tap areas of two of the board's buttons overlap, as they do on a phone (its cells are
   * narrower than a finger, each tap area is TAP pixels wide), so that one covers part of the
   * other, repeats every one of them as an ordinary button under the board, in words, each large
   * enough to tap.
   */
  repeatSmallButtons() {
    if (!this.choices) return;
    const buttons = this.buttons();
    const hits = buttons.map((g) => ['cx', 'cy', 'r'].map((a) => Number(g.querySelector('.hit').getAttribute(a))));
    const crowded = hits.some(([x1, y1, r1], i) => hits.some(([x2, y2, r2], j) => j > i && Math.hypot(x1 - x2, y1 - y2) < r1 + r2));
    this.choices.hidden = !crowded;
    this.choices.replaceChildren(...(crowded ? buttons : []).map((g) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = g.classList.contains('capture') ? 'capture' : '';
      b.dataset.step = g.dataset.step ?? '';
      b.dataset.loc = g.dataset.loc ?? '';
      if (g.hasAttribute('aria-pressed')) b.setAttribute('aria-pressed', g.getAttribute('aria-pressed'));
      b.textContent = g.getAttribute('aria-label');
      b.addEventListener('click', () => g.press());
      return b;
    }));
  }

  /** The buttons on the board, in the order keys go through them: pieces, then destinations. */
  buttons() {
    return [...this.targetLayer.querySelectorAll('[role=button]')];
  }

  pieceClicked(p) {
    if (!p.node.classList.contains('movable')) return;
    this.select(this.selected === p ? null : p);
    const first = this.targetLayer.querySelector('.target');
    const back = this.targetLayer.querySelector(`.handle[data-loc="${CSS.escape(p.loc)}"]`);
    (this.selected ? first : back)?.focus();
  }

  /** Marks a suggested step's piece and target. */
  hintStep(step) {
    const p = this.pieces.find((q) => q.colour === this.mover && q.loc === step.from);
    if (p) {
      this.select(p);
      p.node.classList.add('hinted');
      this.targetLayer.querySelector(`[data-step="${CSS.escape(step.step)}"]`)?.classList.add('hinted');
    }
  }

  /** Takes the hint's marks away. */
  clearHint() {
    for (const n of this.svg.querySelectorAll('.hinted')) n.classList.remove('hinted');
  }

  clearOffer() {
    this.offer(null, [], () => {});
  }
}
