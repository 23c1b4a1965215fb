// Stepping through a game record: the server checks the record once and answers the position after
// any number of decisions; going forwards animates the decision's events, going back redraws.
// Autoplay is one loop that checks, after each step, that it was not paused: a pause stops it
// within the step on its way, and leaving the replay stops it for good.

import { api } from './api.js';
import { t, language } from './i18n.js';
import { friendly } from './errors.js';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class ReplayControls {
  constructor(app) {
    this.app = app;
    this.replay = null;
    this.playing = false;
    this.run = 0;       // the autoplay loop that may go on; any other stops
    this.going = false; // a step on its way: another click waits for it
    const on = (id, f) => document.getElementById(id).addEventListener('click', f);
    const step = (at) => { this.stop(); this.go(at()); };
    on('replay-first', () => step(() => 0));
    on('replay-prev', () => step(() => this.replay.at - 1));
    on('replay-next', () => step(() => this.replay.at + 1));
    on('replay-last', () => step(() => this.replay.size));
    on('replay-play', () => this.toggleAutoplay());
    on('replay-close', () => this.close());
    const dialog = document.getElementById('record-dialog');
    on('record-cancel', () => dialog.close());
    document.getElementById('record-file').addEventListener('change', async (e) => {
      const file = e.target.files[0];
      if (file) document.getElementById('record-text').value = await file.text();
    });
    document.getElementById('record-form').addEventListener('submit', async (e) => {
      e.preventDefault();
      const error = document.getElementById('record-error');
      await this.app.busy(async () => {
        try {
          await this.open(document.getElementById('record-text').value);
          dialog.close();
        } catch (err) {
          console.warn('parcheesi:', err.message);
          error.textContent = friendly(err);
          error.hidden = false;
        }
      });
    });
  }

  showDialog() {
    document.getElementById('record-error').hidden = true;
    document.getElementById('record-dialog').showModal();
  }

  async open(text) {
    const view = await api.openReplay(text, language());
    this.stop();
    this.replay = view;
    await this.app.enterReplay(view);
    await this.render(view, false);
    document.getElementById('replay-next').focus();
  }

  async go(at) {
    const replay = this.replay;
    if (!replay || this.going || at < 0 || at > replay.size || at === replay.at) return;
    this.going = true;
    try {
      await this.app.busy(async () => {
        const forward = at === replay.at + 1;
        const view = await api.replay(replay.id, at, language());
        if (this.replay !== replay) return; // left meanwhile
        this.replay = { ...replay, ...view };
        await this.render(view, forward);
      });
    } finally {
      this.going = false;
    }
  }

  async render(view, animate) {
    const app = this.app;
    if (animate && view.last?.explained) await app.animate(view.last.events);
    if (!app.replaying) return;
    app.board.place(view.pieces);
    document.getElementById('replay-counter').textContent = t('replayAt', view.at, view.size);
    document.getElementById('position').textContent = view.position;
    document.getElementById('board-summary').textContent = app.summary(view.pieces);
    document.getElementById('status').textContent = view.winner ? t('wins', t(view.winner)) : t('replayOf', view.size);
    const log = document.getElementById('log');
    log.replaceChildren();
    if (view.last) log.append(app.turnItem(view.last));
    for (const [id, off] of [['replay-prev', view.at === 0], ['replay-first', view.at === 0],
      ['replay-next', view.at === view.size], ['replay-last', view.at === view.size]]) {
      const button = document.getElementById(id);
      if (off && document.activeElement === button) document.getElementById('replay-play').focus();
      button.disabled = off;
    }
  }

  async toggleAutoplay() {
    if (this.playing) {
      this.stop();
      return;
    }
    if (!this.replay) return;
    const run = ++this.run;
    this.playing = true;
    document.getElementById('replay-play').setAttribute('aria-pressed', 'true');
    if (this.replay.at >= this.replay.size) await this.go(0);
    while (this.run === run && this.replay && this.replay.at < this.replay.size) {
      while (this.going) await pause(20);
      if (this.run !== run) break;
      await this.go(this.replay.at + 1);
      if (this.run !== run) break;
      await pause(Math.max(this.app.speed(), 60));
    }
    if (this.run === run) this.stop();
  }

  /** Stops autoplay: no further step starts. */
  stop() {
    this.run++;
    this.playing = false;
    document.getElementById('replay-play').setAttribute('aria-pressed', 'false');
  }

  close() {
    this.stop();
    this.replay = null;
    this.app.leaveReplay();
  }
}
