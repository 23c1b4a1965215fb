// The page's own words in English and Russian. The sentences of events come from the library
// (Words), through the server, in the same language.

const TEXTS = {
  en: {
    title: 'Parcheesi', newGame: 'New game', openRecord: 'Open record', saveRecord: 'Save record',
    speed: 'Speed', slow: 'slow', normal: 'normal', fast: 'fast', instant: 'instant',
    roll: 'Roll', pass: 'Pass', finish: 'Finish move', unstep: 'Step back', hint: 'Hint', undo: 'Undo',
    pause: 'Pause bots', autoplay: 'Play', closeReplay: 'Back to the game', log: 'What happened',
    position: 'Position', variant: 'Variant', options: 'Rule options', seats: 'Seats',
    first: 'Who starts', seed: 'Dice seed (optional)', fromPosition: 'Or start from a position (notation)',
    cancel: 'Cancel', start: 'Start', decide: 'Your decision', recordFile: 'A record file',
    recordText: 'or its text', open: 'Open', rolloff: 'roll-off (B6)', none: '—', human: 'person',
    random: 'random bot', heuristic: 'heuristic bot', search: 'search bot',
    Y: 'Yellow', G: 'Green', R: 'Red', B: 'Blue', you: 'you',
    toRoll: '{0} to roll', toMove: '{0}: choose a piece, then where it goes', toPass: '{0} cannot move: pass',
    mayFinish: '{0}: finish the move here, or take a further step',
    left: 'to play: {0}', freeShift: 'free shift',
    toDecide: '{0} decides', botThinking: '{0} ({1}) plays…', wins: '{0} wins!', paused: 'Bots paused',
    offer: 'Offer {0} an exchange of prisoners', keep: 'Keep my prisoners and roll',
    accept: 'Accept the exchange', decline: 'Decline', play: 'Play {0}', givenSix: 'Play the six you were given',
    offerPrompt: 'Offer an exchange of prisoners before you roll?', hintIs: 'The search bot would play {0}',
    gone: 'There is no such game on this server (check the address). A new game was started.',
    expired: 'This game expired: the server deletes a game that no one has opened or played for many days. A new game was started.',
    replayOf: 'Record: {0} decisions', replayAt: '{0} / {1}', notExplained: '(shown without animation)',
  },
  ru: {
    title: 'Парчис', newGame: 'Новая игра', openRecord: 'Открыть запись', saveRecord: 'Сохранить запись',
    speed: 'Скорость', slow: 'медленно', normal: 'обычно', fast: 'быстро', instant: 'сразу',
    roll: 'Бросить', pass: 'Пропустить', finish: 'Закончить ход', unstep: 'Шаг назад', hint: 'Подсказка', undo: 'Отменить',
    pause: 'Пауза ботов', autoplay: 'Играть', closeReplay: 'Назад к игре', log: 'Что произошло',
    position: 'Позиция', variant: 'Вариант', options: 'Правила', seats: 'Игроки',
    first: 'Кто начинает', seed: 'Зерно костей (необязательно)', fromPosition: 'Или начать с позиции (нотация)',
    cancel: 'Отмена', start: 'Начать', decide: 'Ваше решение', recordFile: 'Файл записи',
    recordText: 'или её текст', open: 'Открыть', rolloff: 'жребий (B6)', none: '—', human: 'человек',
    random: 'случайный бот', heuristic: 'эвристический бот', search: 'бот с поиском',
    Y: 'Жёлтый', G: 'Зелёный', R: 'Красный', B: 'Синий', you: 'вы',
    toRoll: '{0}: бросайте кости', toMove: '{0}: выберите фишку, затем клетку', toPass: '{0}: ходов нет, пропустите',
    mayFinish: '{0}: закончите ход здесь или сделайте ещё шаг',
    left: 'осталось: {0}', freeShift: 'бесплатный сдвиг',
    toDecide: '{0} решает', botThinking: '{0} ({1}) ходит…', wins: '{0} побеждает!', paused: 'Боты на паузе',
    offer: 'Предложить обмен пленными: {0}', keep: 'Оставить пленных и бросить',
    accept: 'Принять обмен', decline: 'Отказаться', play: 'Сыграть {0}', givenSix: 'Сыграйте отданную вам шестёрку',
    offerPrompt: 'Предложить обмен пленными перед броском?', hintIs: 'Бот с поиском сыграл бы {0}',
    gone: 'Такой игры на сервере нет (проверьте адрес). Начата новая игра.',
    expired: 'Эта игра удалена: сервер удаляет игру, которую никто не открывал много дней. Начата новая игра.',
    replayOf: 'Запись: {0} решений', replayAt: '{0} / {1}', notExplained: '(без анимации)',
  },
};

let lang = 'en';

export function setLanguage(l) {
  lang = TEXTS[l] ? l : 'en';
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll('[data-t]')) {
    el.textContent = t(el.dataset.t);
  }
}

export const language = () => lang;

export function t(key, ...args) {
  const text = TEXTS[lang][key] ?? TEXTS.en[key] ?? key;
  return text.replace(/\{(\d)\}/g, (_, i) => args[Number(i)] ?? '');
}

/** A value of the roll or a bonus, as the page shows it: 6, ↓1 (a bottom face), +20. */
export function spentText(v) {
  switch (v.kind) {
    case 'bottom_face': return `↓${v.value}`;
    case 'capture_bonus': case 'home_bonus': return `+${v.value}`;
    case 'given_six': return `6★`;
    case 'free_shift': return t('freeShift');
    default: return String(v.value);
  }
}
