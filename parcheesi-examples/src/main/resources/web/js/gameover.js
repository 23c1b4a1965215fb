// The end of a game: who won, a short summary, and a new game with the same seats and rules.

import { t } from './i18n.js';

export class GameOver {
  constructor(app) {
    this.app = app;
    this.dialog = document.getElementById('over-dialog');
    this.shownFor = null;
    document.getElementById('over-rematch').addEventListener('click', () => this.rematch());
    document.getElementById('over-close').addEventListener('click', () => this.dialog.close());
  }

  /**
   * Opens once for each game that ends; closes when the game shown is not over. You: the colour this
   * page plays, or undefined where it plays none or several.
   */
  update(view, you) {
    if (view.phase !== 'over') {
      if (this.dialog.open) this.dialog.close();
      return;
    }
    this.fill(view, you);
    if (this.shownFor === view.id) return;
    this.shownFor = view.id;
    if (!this.dialog.open) this.dialog.showModal();
    document.getElementById('over-rematch').focus();
  }

  fill(view, you) {
    const winner = view.winner;
    document.getElementById('over-winner').textContent = you === undefined
      ? t('overWinner', t(winner))
      : you === winner ? t('overYouWin') : t('overYouLose', t(winner));
    const per = Math.max(...Object.values(view.pieces).map((l) => l.length));
    const lines = [t('overSummary', view.logSize),
      ...Object.entries(view.pieces).map(([c, locs]) => t('overHome', t(c), locs.filter((l) => l === 'h').length, per))];
    document.getElementById('over-summary').replaceChildren(...lines.map((line) => {
      const li = document.createElement('li');
      li.textContent = line;
      return li;
    }));
  }

  async rematch() {
    const g = this.app.game;
    this.dialog.close();
    await this.app.busy(() => this.app.newGame({
      variant: g.variant, options: g.options, seats: g.seats, first: 'rolloff',
    }));
  }
}
