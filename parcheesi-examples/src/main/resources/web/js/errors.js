// What a person reads of a failed request: the page's own words in the person's language, chosen by
// the stable code the server sends with each refusal (and its details: a colour, a line, a column).
// The server's English message goes to the console for an engineer, never to the person.

import { ApiError } from './api.js';
import { language, playerName, t } from './i18n.js';

const WORDS = {
  en: {
    position: 'The position cannot be used: {0}.', where: ' (column {0}: “{1}”)', whereEnd: ' (at its end)',
    'syntax': 'it does not follow the notation', 'unknown-variant': 'no variant has that name',
    'wrong-variant': 'it names another variant', 'unknown-location': 'that is no place on the board',
    'unknown-key': 'a position has no such field', 'bad-option': 'the variant does not take that option’s value',
    'colours': 'a game has 2 to 4 colours, the colour to move among them',
    'piece-count': 'a colour has another number of pieces than each player has',
    'off-board': 'a piece stands off the board', 'crowded': 'too many pieces stand on one place',
    'placement': 'a piece stands where a piece of its colour can never be',
    'doubles': 'that count of doubles cannot happen here', 'winner': 'the winner and the pieces home disagree',
    'turn-state': 'the turn’s fields contradict the position', 'other': 'it breaks the board’s rules',
    seatsNotPosition: 'The seats must be the position’s colours: {0}. Give each of them a person or a bot, and no other colour.',
    seatCount: 'A game needs 2 to 4 seats; {0} chosen.', firstNotSeated: '{0} cannot start: nobody plays that colour.',
    badSeed: 'The dice seed must be a whole number.', badOption: 'The variant does not take that choice of rule options.',
    unknownChoice: 'That choice is not offered by this server.',
    botNotTrained: 'The {0} plays only the games it learned: the variant’s default rules, with two or four players. Choose another player for {1}.',
    serverFull: 'The server holds as many games as it keeps. A new game can start when an old one expires.',
    notRecord: 'This is not a game record the page can read{0}.', recordVariant: 'The record is of a variant this server does not have.',
    recordIllegal: 'The record’s game breaks the rules{0}.', atLine: ' (line {0})',
    tooLarge: 'That is larger than the server takes.', replayGone: 'This record is no longer open: open it again.',
    notYourSeat: 'That seat is not yours to play here: only the page that holds its join link may move it.',
    gameOver: 'The game is over.', noPass: 'A move can be played: pass only when the dice cannot be used.',
    noUndo: 'There is nothing to undo.', noRecord: 'A game started from a position has no record to save.',
    pageFault: 'The page sent a request the server cannot take. Please reload the page.',
    botFailed: '{0} ({1}) could not move: its program stopped, answered too late or answered something that is not a move. Nothing was played. Bots are paused: press “Pause bots” to try again.',
  },
  ru: {
    position: 'Эту позицию нельзя использовать: {0}.', where: ' (столбец {0}: «{1}»)', whereEnd: ' (в конце)',
    'syntax': 'она не следует нотации', 'unknown-variant': 'варианта с таким именем нет',
    'wrong-variant': 'в ней указан другой вариант', 'unknown-location': 'такого места на доске нет',
    'unknown-key': 'такого поля в позиции нет', 'bad-option': 'вариант не принимает такое значение правила',
    'colours': 'в игре от 2 до 4 цветов, и ходящий цвет среди них',
    'piece-count': 'у цвета не столько фишек, сколько у каждого игрока',
    'off-board': 'фишка стоит вне доски', 'crowded': 'на одном месте слишком много фишек',
    'placement': 'фишка стоит там, где фишке её цвета быть нельзя',
    'doubles': 'такое число дублей здесь невозможно', 'winner': 'победитель не совпадает с фишками дома',
    'turn-state': 'поля хода противоречат позиции', 'other': 'она нарушает правила доски',
    seatsNotPosition: 'Места должны быть цветами позиции: {0}. Дайте каждому человека или бота, и никакому другому цвету.',
    seatCount: 'В игре от 2 до 4 мест; выбрано: {0}.', firstNotSeated: '{0} не может начинать: этим цветом никто не играет.',
    badSeed: 'Зерно костей должно быть целым числом.', badOption: 'Вариант не принимает такой набор правил.',
    unknownChoice: 'Этот сервер такого выбора не предлагает.',
    botNotTrained: 'Игрок «{0}» играет только в игры, которым обучен: правила варианта по умолчанию, двое или четверо игроков. Выберите другого игрока за цвет «{1}».',
    serverFull: 'На сервере столько игр, сколько он хранит. Новую игру можно будет начать, когда старая истечёт.',
    notRecord: 'Это не запись игры, которую страница может прочитать{0}.', recordVariant: 'Запись — варианта, которого на этом сервере нет.',
    recordIllegal: 'Игра в записи нарушает правила{0}.', atLine: ' (строка {0})',
    tooLarge: 'Это больше, чем принимает сервер.', replayGone: 'Эта запись больше не открыта: откройте её снова.',
    notYourSeat: 'Это место не ваше: ходить за него может только страница со ссылкой для входа на это место.',
    gameOver: 'Игра окончена.', noPass: 'Ход возможен: пропускать можно, только если кости сыграть нельзя.',
    noUndo: 'Отменять нечего.', noRecord: 'У игры, начатой с позиции, нет записи.',
    pageFault: 'Страница отправила запрос, который сервер не принимает. Перезагрузите страницу.',
    botFailed: '{0} ({1}) не смог сходить: его программа остановилась, ответила слишком поздно или ответила не ходом. Ничего не сыграно. Боты на паузе: нажмите «Пауза ботов», чтобы попробовать снова.',
  },
};

/** The words of a key in the page's language, with their {0}, {1} filled; undefined for none. */
function say(key, ...args) {
  const text = (WORDS[language()] ?? WORDS.en)[key] ?? WORDS.en[key];
  return text?.replace(/\{(\d)\}/g, (_, i) => args[Number(i)] ?? '');
}

// the record's kinds of mistake that a replay of the rules finds, not the form of the text
const RULE_MISTAKES = new Set(['wrong-colour', 'missing-roll', 'unexpected-roll', 'malformed-move', 'illegal-move', 'game-over']);

/** The words of a refused new game's position, from the notation's kind of error and where. */
function position(d) {
  const why = (d.kind === 'illegal-position' ? say(d.problem) : say(d.kind)) ?? say('other');
  const where = d.token ? say('where', d.column, d.token) : say('whereEnd');
  return say('position', why + where);
}

function record(d) {
  if (d.kind === 'unknown-variant') return say('recordVariant');
  const line = d.line > 0 ? say('atLine', d.line) : '';
  return say(RULE_MISTAKES.has(d.kind) ? 'recordIllegal' : 'notRecord', line);
}

// each code the page may meet, in words; codes of requests the page never makes are its own fault
const BY_CODE = {
  'bad-position': (d) => position(d),
  'seats-not-position': (d) => say('seatsNotPosition', (d.colours ?? '').split(',').map((c) => t(c)).join(', ')),
  'seat-count': (d) => say('seatCount', d.count),
  'first-not-seated': (d) => say('firstNotSeated', t(d.colour)),
  'bad-seed': () => say('badSeed'),
  'bad-option': () => say('badOption'),
  'unknown-variant': () => say('unknownChoice'),
  'unknown-player': () => say('unknownChoice'),
  'bot-not-trained': (d) => say('botNotTrained', playerName(d.bot), t(d.colour)),
  'server-full': () => say('serverFull'),
  'bot-failed': (d) => say('botFailed', t(d.colour), playerName(d.bot)),
  'bad-record': (d) => record(d),
  'too-large': () => say('tooLarge'),
  'no-such-replay': () => say('replayGone'),
  'no-such-game': () => t('gone'),
  'game-expired': () => t('expired'),
  'not-your-seat': () => say('notYourSeat'),
  'game-over': () => say('gameOver'),
  'no-pass': () => say('noPass'),
  'no-undo': () => say('noUndo'),
  'no-record': () => say('noRecord'),
  'illegal-step': () => t('refused'),
  'illegal-move': () => t('refused'),
  internal: () => t('serverError'),
};
for (const code of ['rolled-already', 'no-roll-now', 'not-rolled', 'no-step-chosen', 'not-a-whole-move',
  'nothing-to-decide', 'bots-turn', 'persons-turn', 'too-many-streams']) {
  BY_CODE[code] = () => t('notNow');
}
for (const code of ['bad-json', 'bad-body', 'bad-request', 'bad-parameter', 'no-such-request', 'method-not-allowed',
  'events-only', 'unreadable-request', 'address-too-long', 'headers-too-large', 'refused', 'no-such-variant', 'no-board']) {
  BY_CODE[code] = () => say('pageFault');
}

/** A failed request in the person's words and language; an unknown code is told by its status. */
export function friendly(e) {
  if (!(e instanceof ApiError)) return t('serverError');
  if (e.status === 0) return t('offline');
  const words = BY_CODE[e.code];
  if (words) return words(e.details ?? {});
  if (e.status === 409) return t('notNow');
  if (e.status >= 400 && e.status < 500) return t('refused');
  return t('serverError');
}
