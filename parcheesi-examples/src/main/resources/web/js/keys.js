// Keyboard shortcuts: R roll, P pass, F finish, B step back, U undo, H hint, N or → the next
// button on the board (a piece to move, then a destination), Shift+N or ← the one before, Esc
// back to choosing a piece, ? the help. Keys typed into a field or a dialog are left alone.

const KEYS = { r: 'roll', p: 'pass', f: 'finish', b: 'unstep', u: 'undo', h: 'hint' };

export function bindKeys(app) {
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.target.closest?.('input:not([type=checkbox]), select, textarea, dialog')) return;
    if (document.querySelector('dialog[open]')) return;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (key === '?') {
      e.preventDefault();
      app.help.open();
      return;
    }
    if (app.replaying) return;
    const id = KEYS[key];
    if (id) {
      const button = document.getElementById(id);
      if (button && !button.hidden && !button.disabled) {
        e.preventDefault();
        button.click();
      }
      return;
    }
    if (key === 'n' || key === 'ArrowRight' || key === 'ArrowDown') {
      e.preventDefault();
      cycle(app, e.shiftKey && key === 'n' ? -1 : 1);
    } else if (key === 'ArrowLeft' || key === 'ArrowUp') {
      e.preventDefault();
      cycle(app, -1);
    } else if (key === 'Escape' && app.board.selected) {
      e.preventDefault();
      app.board.pieceClicked(app.board.selected);
    }
  });
}

/** Moves the focus to the next (or previous) destination, or piece while none is chosen. */
function cycle(app, direction) {
  const targets = [...document.querySelectorAll('#board .target')];
  const list = targets.length ? targets : app.board.buttons();
  if (!list.length) return;
  const at = list.indexOf(document.activeElement);
  const next = at < 0 ? (direction > 0 ? 0 : list.length - 1) : (at + direction + list.length) % list.length;
  list[next].focus();
}
