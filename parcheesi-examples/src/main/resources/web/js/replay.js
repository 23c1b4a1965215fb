// Stepping through a game record: the server checks the record once and answers the position after
// any number of decisions; going forwards animates the decision's events, going back redraws.

import { api } from './api.js';
import { t, language } from './i18n.js';

export class ReplayControls {
  constructor(app) {
    this.app = app;
    this.replay = null;
    this.timer = null;
    const on = (id, f) => document.getElementById(id).addEventListener('click', f);
    on('replay-first', () => this.go(0));
    on('replay-prev', () => this.go(this.replay.at - 1));
    on('replay-next', () => this.go(this.replay.at + 1));
    on('replay-last', () => this.go(this.replay.size));
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
          error.textContent = err.message;
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
    this.replay = view;
    await this.app.enterReplay(view);
    await this.render(view, false);
  }

  async go(at) {
    if (!this.replay || at < 0 || at > this.replay.size || at === this.replay.at) return;
    await this.app.busy(async () => {
      const forward = at === this.replay.at + 1;
      const view = await api.replay(this.replay.id, at, language());
      this.replay = { ...this.replay, ...view };
      await this.render(view, forward);
    });
  }

  async render(view, animate) {
    const app = this.app;
    if (animate && view.last?.explained) await app.animate(view.last.events);
    app.board.place(view.pieces);
    document.getElementById('replay-counter').textContent = t('replayAt', view.at, view.size);
    document.getElementById('position').textContent = view.position;
    document.getElementById('status').textContent = view.winner ? t('wins', t(view.winner)) : t('replayOf', view.size);
    const log = document.getElementById('log');
    log.replaceChildren();
    if (view.last) log.append(app.turnItem(view.last));
    document.getElementById('replay-prev').disabled = view.at === 0;
    document.getElementById('replay-first').disabled = view.at === 0;
    document.getElementById('replay-next').disabled = view.at === view.size;
    document.getElementById('replay-last').disabled = view.at === view.size;
  }

  toggleAutoplay() {
    const button = document.getElementById('replay-play');
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
      button.setAttribute('aria-pressed', 'false');
      return;
    }
    button.setAttribute('aria-pressed', 'true');
    const tick = async () => {
      if (!this.timer) return;
      if (this.replay.at >= this.replay.size) { this.toggleAutoplay(); return; }
      await this.go(this.replay.at + 1);
      this.timer = setTimeout(tick, this.app.speed());
    };
    this.timer = setTimeout(tick, 0);
  }

  close() {
    if (this.timer) this.toggleAutoplay();
    this.replay = null;
    this.app.leaveReplay();
  }
}
