// The page: starts or resumes a game, shows it, and sends a person's clicks to the server. Bots are
// played one decision at a time at the chosen speed, each move animated from the events the
// library tells.

import { api, ApiError } from './api.js';
import { Board } from './board.js';
import { setLanguage, language, spentText, t } from './i18n.js';
import { NewGameDialog } from './newgame.js';
import { ReplayControls } from './replay.js';
import { LiveGame, holds, keyHeader, showJoinLinks, takeKeyFromAddress } from './live.js';

const $ = (id) => document.getElementById(id);
const DICE = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

class App {
  constructor() {
    this.board = new Board($('board'));
    this.game = null;        // the server's view of the game
    this.known = 0;          // decisions of the log already shown
    this.boards = new Map(); // geometry by variant
    this.pending = 0;
    this.botTimer = null;
    this.replaying = false;
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
      this.notice(e.message);
      if (e instanceof ApiError && (e.status === 404 || e.status === 410) && this.game && !this.replaying) {
        await this.restart(e.status);
      }
    } finally {
      if (--this.pending === 0) document.body.dataset.busy = '0';
    }
  }

  notice(text) {
    $('notice').textContent = text;
    $('notice').hidden = !text;
  }

  async start() {
    setLanguage(localStorage.getItem('lang') ?? 'en');
    this.updateLangButtons();
    this.board.setSpeed(this.speed());
    this.bindControls();
    await this.busy(async () => {
      takeKeyFromAddress(); // a join link's key
      const id = new URLSearchParams(location.hash.slice(1)).get('game');
      const first = id ? api.game(id, language()).catch((e) => {
        if (e.status === 404 || e.status === 410) {
          this.notice(t(e.status === 410 ? 'expired' : 'gone'));
          return api.newGame({}, language());
        }
        throw e;
      }) : api.newGame({}, language());
      const [view, catalogue] = await Promise.all([first, api.variants()]);
      this.newGameDialog = new NewGameDialog(catalogue, NewGameDialog.wrap(this));
      await this.show(view, true);
    });
  }

  async restart(status) {
    this.notice(t(status === 410 ? 'expired' : 'gone'));
    const view = await api.newGame({}, language());
    await this.show(view, true);
  }

  async newGame(request) {
    const view = await api.newGame(request, language());
    this.notice('');
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
    this.replay = new ReplayControls(this);
    on('open-record', () => this.replay.showDialog());
    on('lang-en', () => this.switchLanguage('en'));
    on('lang-ru', () => this.switchLanguage('ru'));
    $('speed').addEventListener('change', () => this.board.setSpeed(this.speed()));
    $('decide-dialog').addEventListener('cancel', (e) => e.preventDefault()); // a decision must be made
  }

  async switchLanguage(l) {
    localStorage.setItem('lang', l);
    setLanguage(l);
    this.updateLangButtons();
    if (this.replaying) {
      await this.busy(async () => this.replay.render(await api.replay(this.replay.replay.id, this.replay.replay.at, l), false));
    } else if (this.game) {
      await this.busy(async () => {
        this.known = 0;
        $('log').replaceChildren();
        await this.show(await api.game(this.game.id, l, 0), false);
      });
    }
  }

  updateLangButtons() {
    $('lang-en').setAttribute('aria-pressed', String(language() === 'en'));
    $('lang-ru').setAttribute('aria-pressed', String(language() === 'ru'));
  }

  /** A person's action; the answer is shown with the move animated. */
  async act(action, body) {
    if (!this.game) return;
    await this.busy(async () => {
      let view;
      try {
        view = await api.act(this.game.id, action, language(), this.known, body);
      } catch (e) {
        // another page of the game moved the bot first: show the game as it is
        if (action !== 'bot' || e.status !== 409) throw e;
        view = await api.game(this.game.id, language(), this.known);
      }
      await this.show(view, false);
    });
  }

  async hint() {
    await this.busy(async () => {
      const h = await api.hint(this.game.id);
      $('hint-text').textContent = t('hintIs', h.move);
      $('hint-text').hidden = false;
      if (h.remaining.length) this.board.hintStep(h.remaining[0]);
    });
  }

  /** Shows a view of the game: animates the decisions not shown yet, then the rest. */
  async show(view, fresh) {
    if (fresh || !this.game || this.game.id !== view.id) {
      this.cancelBot();
      const geometry = this.boards.get(view.variant) ?? await api.board(view.variant);
      this.boards.set(view.variant, geometry);
      this.board.setGeometry(geometry);
      this.board.place(view.pieces);
      this.known = 0;
      $('log').replaceChildren();
      history.replaceState(null, '', '#game=' + view.id);
      this.live.watch(view.id);
    }
    if (this.game && this.game.id === view.id && view.version < this.game.version) return; // an older answer
    this.game = view;
    showJoinLinks(view);
    $('hint-text').hidden = true;
    for (const turn of view.log.filter((x) => x.index >= this.known)) {
      if (!fresh && turn.explained) await this.animate(turn.events);
      $('log').prepend(this.turnItem(turn));
      this.known = turn.index + 1;
    }
    this.board.place(view.pieces);
    this.render();
    this.scheduleBot();
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

  seatName(colour) {
    const seat = this.game.seats.find((s) => s.colour === colour);
    return seat?.player === 'human' ? t(colour) : `${t(colour)} (${t(seat?.player ?? 'human')})`;
  }

  render() {
    const g = this.game;
    const person = g.personToAct && holds(g.id, g.toMove); // a person at this page
    const rolled = g.roll !== undefined && g.roll !== null;
    $('roll').disabled = !(person && g.phase === 'roll' && !rolled);
    $('pass').hidden = !g.canPass;
    $('finish').hidden = !g.canFinish;
    $('unstep').hidden = !(person && g.chosen.length > 0);
    $('undo').disabled = !g.canUndo || !keyHeader(g.id);
    $('hint').disabled = !(person && (rolled || g.phase === 'decide'));
    $('position').textContent = g.position;
    const link = $('download-record');
    link.href = g.hasRecord ? api.recordUrl(g.id) : '#';
    link.setAttribute('aria-disabled', String(!g.hasRecord));
    $('dice').replaceChildren(...(g.roll ?? []).map((d) => {
      const s = document.createElement('span');
      s.className = 'die';
      s.textContent = DICE[d];
      s.setAttribute('aria-label', String(d));
      return s;
    }));
    $('seats').replaceChildren(...g.seats.map((s) => {
      const span = document.createElement('span');
      span.className = 'seat' + (s.colour === g.toMove && g.phase !== 'over' ? ' to-move' : '');
      span.innerHTML = `<span class="chip ${s.colour}"></span> `;
      span.append(this.seatName(s.colour));
      return span;
    }));
    $('left').textContent = person && rolled && g.phase === 'roll' && g.left.length
      ? t('left', g.left.map(spentText).join(', '))
      : '';
    document.body.dataset.phase = g.phase;
    document.body.dataset.variant = g.variant;
    if (person && g.phase === 'roll' && rolled && !g.canPass) {
      this.board.offer(g.toMove, g.nextSteps, (step) => this.act('step', { step }));
    } else {
      this.board.clearOffer();
    }
    this.status();
    this.decide();
  }

  status() {
    const g = this.game;
    let text;
    if (g.phase === 'over') text = t('wins', t(g.winner));
    else if (!g.personToAct) text = $('pause').getAttribute('aria-pressed') === 'true' ? t('paused') : t('botThinking', t(g.toMove), t(g.seats.find((s) => s.colour === g.toMove)?.player));
    else if (g.phase === 'decide') text = t('toDecide', t(g.toMove));
    else if (!g.roll) text = t('toRoll', t(g.toMove));
    else if (g.canPass) text = t('toPass', t(g.toMove));
    else if (g.canFinish) text = t('mayFinish', t(g.toMove));
    else text = t('toMove', t(g.toMove));
    $('status').textContent = text;
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
        if (this.game === g) await this.act('bot');
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
    $('dice').replaceChildren();
    return this.loadBoard(view.variant);
  }

  async loadBoard(variant) {
    const geometry = this.boards.get(variant) ?? await api.board(variant);
    this.boards.set(variant, geometry);
    this.board.setGeometry(geometry);
  }

  async leaveReplay() {
    this.replaying = false;
    $('play-controls').hidden = false;
    $('replay-controls').hidden = true;
    await this.busy(async () => {
      const view = await api.game(this.game.id, language(), 0);
      this.game = null;
      await this.show(view, true);
    });
  }
}

const app = new App();
window.parcheesi = app; // for a curious engineer's console
app.start().then(() => performance.mark('parcheesi-ready'));
