// The page: starts or resumes a game, shows it, and sends a person's clicks to the server. Bots are
// played one decision at a time at the chosen speed, each move animated from the events the
// library tells.

import { api, ApiError } from './api.js';
import { Board } from './board.js';
import { DiceView } from './dice.js';
import { friendly } from './errors.js';
import { GameOver } from './gameover.js';
import { Help } from './help.js';
import { playerName, setLanguage, language, spentText, t } from './i18n.js';
import { bindKeys } from './keys.js';
import { placeName } from './labels.js';
import { NewGameDialog } from './newgame.js';
import { ReplayControls } from './replay.js';
import { LiveGame, holds, keyHeader, showJoinLinks, takeKeyFromAddress } from './live.js';

const $ = (id) => document.getElementById(id);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

class App {
  constructor() {
    this.board = new Board($('board'), $('board-choices'));
    this.dice = new DiceView($('dice'), $('values'));
    this.game = null;        // the server's view of the game
    this.known = 0;          // decisions of the log already shown
    this.boards = new Map(); // geometry by variant
    this.pending = 0;
    this.botTimer = null;
    this.replaying = false;
    this.acting = false;     // a person's action is on its way: another waits for it
    this.moveFocus = true;   // after a person's action, the focus goes where play goes on
    this.catalogue = null;
    this.live = new LiveGame((id, version) => this.changed(id, version));
  }

  /** The server says the game changed (another page's move): fetch it, once this page is idle. */
  changed(id, version) {
    const g = this.game;
    if (!g || g.id !== id || version <= g.version || this.replaying) return; // versions only grow
    if (this.pending > 0 && !this.botTimer) {
      setTimeout(() => this.changed(id, version), 200);
      return;
    }
    this.cancelBot();
    this.busy(async () => this.show(await api.game(id, language(), this.known), false));
  }

  speed() { return Number($('speed').value); }

  /** Runs an action with the page marked busy (tests and people wait for data-busy="0"). */
  async busy(action, rethrow = false) {
    this.pending++;
    document.body.dataset.busy = '1';
    try {
      return await action();
    } catch (e) {
      if (rethrow) throw e;
      console.warn('parcheesi:', e.message);
      if (e instanceof ApiError && (e.status === 404 || e.status === 410) && this.game && !this.replaying) {
        await this.restart(e.status);
      } else {
        this.notice(friendly(e));
      }
    } finally {
      if (--this.pending === 0) document.body.dataset.busy = '0';
    }
  }

  /** A message for the person; it goes away by itself, on the next action, or when dismissed. */
  notice(text) {
    clearTimeout(this.noticeTimer);
    $('notice').textContent = text;
    $('notice-box').hidden = !text;
    if (text) this.noticeTimer = setTimeout(() => this.notice(''), 8000);
  }

  async start() {
    setLanguage(localStorage.getItem('lang') ?? 'en');
    this.updateLangButtons();
    this.board.setSpeed(this.speed());
    $('auto-pass').checked = localStorage.getItem('autoPass') === '1';
    this.bindControls();
    await this.busy(async () => {
      takeKeyFromAddress(); // a join link's key
      const id = new URLSearchParams(location.hash.slice(1)).get('game');
      let lost = 0;
      const first = id ? api.game(id, language()).catch((e) => {
        if (e.status === 404 || e.status === 410) {
          lost = e.status;
          return api.newGame({}, language());
        }
        throw e;
      }) : api.newGame({}, language());
      const [view, catalogue] = await Promise.all([first, api.variants()]);
      this.catalogue = catalogue;
      this.newGameDialog = new NewGameDialog(catalogue, NewGameDialog.wrap(this));
      await this.show(view, true);
      if (lost) this.notice(t(lost === 410 ? 'expired' : 'gone'));
    });
  }

  variantName(id) {
    const v = this.catalogue?.variants.find((x) => x.id === id);
    return v?.name?.[language()] ?? id;
  }

  async restart(status) {
    const view = await api.newGame({}, language());
    await this.show(view, true);
    this.notice(t(status === 410 ? 'expired' : 'gone'));
  }

  async newGame(request) {
    const view = await api.newGame(request, language());
    this.notice('');
    this.moveFocus = true;
    await this.show(view, true);
  }

  bindControls() {
    const on = (id, f) => $(id).addEventListener('click', f);
    on('roll', () => this.act('roll'));
    on('pass', () => this.act('pass'));
    on('finish', () => this.act('finish'));
    on('unstep', () => this.act('unstep'));
    on('undo', () => this.act('undo'));
    on('hint', () => this.hint());
    on('pause', () => {
      const paused = $('pause').getAttribute('aria-pressed') !== 'true';
      $('pause').setAttribute('aria-pressed', String(paused));
      if (paused) this.cancelBot(); else this.scheduleBot();
      this.status();
    });
    on('new-game', () => this.newGameDialog?.open());
    on('notice-close', () => this.notice(''));
    this.replay = new ReplayControls(this);
    this.over = new GameOver(this);
    this.help = new Help(this);
    on('open-record', () => this.replay.showDialog());
    on('lang-en', () => this.switchLanguage('en'));
    on('lang-ru', () => this.switchLanguage('ru'));
    $('speed').addEventListener('change', () => this.board.setSpeed(this.speed()));
    $('auto-pass').addEventListener('change', () => {
      localStorage.setItem('autoPass', $('auto-pass').checked ? '1' : '0');
      if (this.game && !this.replaying) this.autoPass();
    });
    $('decide-dialog').addEventListener('cancel', (e) => e.preventDefault()); // a decision must be made
    bindKeys(this);
  }

  async switchLanguage(l) {
    localStorage.setItem('lang', l);
    setLanguage(l);
    this.updateLangButtons();
    this.notice('');
    if (this.replaying) {
      await this.busy(async () => this.replay.render(await api.replay(this.replay.replay.id, this.replay.replay.at, l), false));
    } else if (this.game) {
      await this.busy(async () => {
        this.known = 0;
        this.resetLog();
        await this.show(await api.game(this.game.id, l, 0), false);
      });
    }
  }

  updateLangButtons() {
    $('lang-en').setAttribute('aria-pressed', String(language() === 'en'));
    $('lang-ru').setAttribute('aria-pressed', String(language() === 'ru'));
  }

  /**
   * A person's action; the answer is shown with the move animated. While one is on its way (and
   * its animation runs) another is ignored: a double click acts once.
   */
  async act(action, body) {
    if (!this.game || this.acting || this.replaying) return;
    this.acting = true;
    this.moveFocus = action !== 'bot';
    if (action !== 'bot') $('note').textContent = '';
    try {
      await this.busy(async () => {
        let view;
        try {
          view = await api.act(this.game.id, action, language(), this.known, body);
        } catch (e) {
          // a program that failed pauses the bots, so that it is tried again only when asked
          if (e.code === 'bot-failed') { $('pause').setAttribute('aria-pressed', 'true'); this.status(); }
          // another page of the game moved the bot first: show the game as it is
          if (action !== 'bot' || e.status !== 409) throw e;
          view = await api.game(this.game.id, language(), this.known);
        }
        if (action !== 'bot') this.notice('');
        await this.show(view, false);
      });
    } finally {
      this.acting = false;
    }
  }

  async hint() {
    if (this.acting) return;
    await this.busy(async () => {
      const h = await api.hint(this.game.id);
      $('hint-text').textContent = t(h.by === 'learned' ? 'hintLearned' : 'hintIs', h.move);
      $('hint-text').hidden = false;
      if (h.remaining.length) this.board.hintStep(h.remaining[0]);
    });
  }

  /** The log emptied, but for how the game started. */
  resetLog() {
    $('log').replaceChildren();
  }

  /** Shows a view of the game: animates the decisions not shown yet, then the rest. */
  async show(view, fresh) {
    if (fresh || !this.game || this.game.id !== view.id) {
      this.cancelBot();
      await this.loadBoard(view.variant);
      this.board.place(view.pieces);
      this.known = 0;
      this.resetLog();
      this.dice.clear();
      history.replaceState(null, '', '#game=' + view.id);
      this.live.watch(view.id);
    }
    if (this.game && this.game.id === view.id && view.version < this.game.version) return; // an older answer
    this.game = view;
    showJoinLinks(view);
    $('hint-text').hidden = true;
    this.board.clearHint();
    // undo takes decisions back: the log loses them too
    if (view.logSize < this.known) {
      for (let i = view.logSize; i < this.known; i++) $('log').firstElementChild?.remove();
      this.known = view.logSize;
    }
    for (const turn of view.log.filter((x) => x.index >= this.known)) {
      if (!fresh && turn.explained) await this.animate(turn.events);
      $('log').prepend(this.turnItem(turn));
      this.known = turn.index + 1;
    }
    this.board.place(view.pieces);
    await this.dice.show(view, fresh ? 0 : this.speed());
    this.render();
    this.scheduleBot();
    this.autoPass();
  }

  async animate(events) {
    const ms = this.speed();
    for (const e of events) {
      if (!e.from) continue;
      this.board.move(e.colour, e.from, e.to);
      if (ms > 0) await pause(ms);
    }
  }

  turnItem(turn) {
    const li = document.createElement('li');
    const head = document.createElement('div');
    head.className = 'move';
    head.innerHTML = `<span class="chip ${turn.colour}"></span> `;
    head.append(`${turn.roll ?? '–'}  ${turn.move}`);
    li.append(head);
    for (const e of turn.events) {
      const p = document.createElement('p');
      p.textContent = e.text;
      li.append(p);
    }
    if (!turn.explained) {
      const p = document.createElement('p');
      p.textContent = t('notExplained');
      li.append(p);
    }
    return li;
  }

  /** The colours people play. */
  people() {
    return this.game.seats.filter((s) => s.player === 'human').map((s) => s.colour);
  }

  /** The one colour this page plays (it holds that seat's key alone), or undefined. */
  you() {
    const held = this.people().filter((c) => holds(this.game.id, c));
    return held.length === 1 ? held[0] : undefined;
  }

  seatName(colour) {
    const seat = this.game.seats.find((s) => s.colour === colour);
    if (seat?.player !== 'human') return `${t(colour)} (${playerName(seat?.player ?? 'human')})`;
    return `${t(colour)} (${colour === this.you() ? t('youAre') : t('personSeat')})`;
  }

  /** How the game started, in words: the roll-off's dice, or who was named to start. */
  startedText() {
    const g = this.game;
    const r = g.rollOff;
    if (r) {
      const rounds = r.rounds.map((round) => Object.entries(round).map(([c, v]) => `${t(c)} ${v}`).join(', ')).join('; ');
      return t('rollOffLine', t(r.order), rounds, t(r.first));
    }
    const named = /^first: ([YGRB])$/.exec(g.started ?? '');
    if (named) return t('firstNamed', t(named[1]));
    return g.started === 'from a position' ? t('startedFromPosition') : '';
  }

  render() {
    const g = this.game;
    const person = g.personToAct && holds(g.id, g.toMove); // a person at this page
    const rolled = g.roll !== undefined && g.roll !== null;
    const over = g.phase === 'over';
    const name = this.variantName(g.variant);
    $('title').textContent = name;
    document.title = name;
    $('board-label').textContent = t('boardLabel', name);
    $('roll').disabled = !(person && g.phase === 'roll' && !rolled);
    $('pass').hidden = !g.canPass;
    $('finish').hidden = !g.canFinish;
    $('finish-help').hidden = !g.canFinish;
    $('unstep').hidden = !(person && g.chosen.length > 0);
    $('undo').disabled = !g.canUndo || over || !keyHeader(g.id);
    $('hint').disabled = !(person && (rolled || g.phase === 'decide'));
    $('position').textContent = g.position;
    $('board-summary').textContent = this.summary(g.pieces);
    $('started').textContent = this.startedText();
    const link = $('download-record');
    link.href = g.hasRecord ? api.recordUrl(g.id) : '#';
    link.setAttribute('aria-disabled', String(!g.hasRecord));
    $('seats').replaceChildren(...g.seats.map((s) => {
      const span = document.createElement('span');
      span.className = 'seat' + (s.colour === g.toMove && !over ? ' to-move' : '') + (s.player === 'human' ? ' person' : '');
      span.dataset.colour = s.colour;
      span.innerHTML = `<span class="chip ${s.colour}"></span> `;
      span.append(this.seatName(s.colour));
      return span;
    }));
    document.body.dataset.phase = g.phase;
    document.body.dataset.variant = g.variant;
    if (person && g.phase === 'roll' && rolled && !g.canPass) {
      this.board.offer(g.toMove, g.nextSteps, (step) => this.act('step', { step }));
    } else {
      this.board.clearOffer();
    }
    this.status();
    this.decide();
    this.over.update(g, this.you());
    this.focus();
  }

  /** Where every piece stands, in words, for a screen reader: "Yellow: the nest, square 20; ...". */
  summary(pieces) {
    return Object.entries(pieces).map(([c, locs]) => `${t(c)}: ${locs.map(placeName).join(', ')}`).join('; ');
  }

  /** After a person's action the focus goes where play goes on, never back to the page's top. */
  focus() {
    const active = document.activeElement;
    // the status line only holds the focus while bots play
    const lost = !active || active === document.body || active === $('status') || !active.isConnected
      || active.disabled || active.closest('[hidden]');
    if (!this.moveFocus && !lost) return;
    this.moveFocus = false;
    if (document.querySelector('dialog[open]')) return;
    const visible = (id) => !$(id).hidden && !$(id).disabled;
    const next = this.board.selected ? document.querySelector('#board .target') : this.board.buttons()[0];
    const to = next ?? ['roll', 'pass', 'finish'].filter(visible).map($)[0] ?? $('status');
    to.focus({ preventScroll: true });
  }

  status() {
    const g = this.game;
    const me = g.personToAct && g.toMove === this.you();
    const who = t(g.toMove);
    let text;
    if (g.phase === 'over') text = t('wins', t(g.winner));
    else if (!g.personToAct) text = $('pause').getAttribute('aria-pressed') === 'true' ? t('paused') : t('botThinking', who, playerName(g.seats.find((s) => s.colour === g.toMove)?.player));
    else if (g.phase === 'decide') text = me ? t('toDecideYou', who) : t('toDecide', who);
    else if (!g.roll) text = me ? t('toRollYou', who) : t('toRoll', who);
    else if (g.canPass) text = me ? t('toPassYou', who) : t('toPass', who);
    else if (g.canFinish) text = me ? t('mayFinishYou', who) : t('mayFinish', who);
    else text = me ? t('toMoveYou', who) : t('toMove', who);
    $('status').textContent = text;
  }

  /** With auto-pass on, a person who can only pass passes by themself after a moment. */
  autoPass() {
    const g = this.game;
    if (!$('auto-pass').checked || !g?.personToAct || !g.canPass || this.replaying) return;
    const roll = (g.dice ?? []).map((d) => d.value).join('-');
    setTimeout(async () => {
      if (this.game !== g) return;
      await this.act('pass');
      $('note').textContent = t('autoPassed', t(g.toMove), roll || (g.left ?? []).map(spentText).join(', '));
    }, Math.max(this.speed(), 300));
  }

  /** The dialog of a decision without a roll: an offer, an answer, a given six. */
  decide() {
    const g = this.game;
    const dialog = $('decide-dialog');
    if (!(g.personToAct && holds(g.id, g.toMove) && g.phase === 'decide' && g.choices.length)) {
      if (dialog.open) dialog.close();
      return;
    }
    const kinds = new Set(g.choices.map((c) => c.kind));
    $('decide-prompt').textContent = g.prompt
      ?? (kinds.has('play') ? t('givenSix') : t('offerPrompt'));
    $('decide-choices').replaceChildren(...g.choices.map((c) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.kind = c.kind;
      b.dataset.move = c.move;
      b.append(c.kind === 'play' ? t('play', c.move) : t(c.kind, c.other ? t(c.other) : ''));
      if (c.text) {
        const small = document.createElement('small');
        small.textContent = c.text;
        b.append(small);
      }
      b.addEventListener('click', () => {
        dialog.close();
        this.act('decide', { move: c.move });
      });
      return b;
    }));
    if (!dialog.open) dialog.showModal();
  }

  cancelBot() {
    if (this.botTimer) {
      clearTimeout(this.botTimer);
      this.botTimer = null;
      if (--this.pending === 0) document.body.dataset.busy = '0';
    }
  }

  /** The bot to move plays after a pause of the chosen speed, unless bots are paused. */
  scheduleBot() {
    this.cancelBot();
    const g = this.game;
    if (!g || this.replaying || g.personToAct || g.phase === 'over' || !keyHeader(g.id)) return;
    if ($('pause').getAttribute('aria-pressed') === 'true') return;
    this.pending++;
    document.body.dataset.busy = '1';
    this.botTimer = setTimeout(async () => {
      this.botTimer = null;
      try {
        if (this.game === g && !this.replaying) await this.act('bot');
      } finally {
        if (--this.pending === 0) document.body.dataset.busy = '0';
      }
    }, this.speed());
  }

  enterReplay(view) {
    this.cancelBot();
    this.replaying = true;
    $('play-controls').hidden = true;
    $('replay-controls').hidden = false;
    $('seats').replaceChildren();
    $('started').textContent = '';
    $('hint-text').hidden = true;
    $('finish-help').hidden = true;
    this.dice.clear();
    const name = this.variantName(view.variant);
    $('title').textContent = name;
    document.title = name;
    return this.loadBoard(view.variant);
  }

  async loadBoard(variant) {
    const geometry = this.boards.get(variant) ?? await api.board(variant);
    this.boards.set(variant, geometry);
    this.board.setGeometry(geometry);
  }

  /** Back from a replay to the game exactly as it was. */
  async leaveReplay() {
    $('play-controls').hidden = false;
    $('replay-controls').hidden = true;
    await this.busy(async () => {
      const view = await api.game(this.game.id, language(), 0);
      this.replaying = false;
      this.game = null;
      this.moveFocus = true;
      await this.show(view, true);
    });
    this.replaying = false;
  }
}

const app = new App();
window.parcheesi = app; // for a curious engineer's console
app.start().then(() => performance.mark('parcheesi-ready'));
