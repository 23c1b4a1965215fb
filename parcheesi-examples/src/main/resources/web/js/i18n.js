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
    recordText: 'or its text', open: 'Open', none: '—', human: 'person',
    random: 'random bot', heuristic: 'heuristic bot', search: 'search bot', program: 'program {0}',
    value: 'quick learned bot', learned: 'learned bot',
    Y: 'Yellow', G: 'Green', R: 'Red', B: 'Blue', you: 'you',
    Yf: 'Yellow', Gf: 'Green', Rf: 'Red', Bf: 'Blue', Ya: 'yellow', Ga: 'green', Ra: 'red', Ba: 'blue',
    toRoll: '{0} to roll', toMove: '{0}: choose a piece, then where it goes', toPass: '{0} cannot move: pass',
    mayFinish: '{0}: finish the move here, or take a further step',
    left: 'to play: {0}', freeShift: 'free shift',
    toDecide: '{0} decides', botThinking: '{0} ({1}) plays…', wins: '{0} wins!', paused: 'Bots paused',
    offer: 'Offer {0} an exchange of prisoners', keep: 'Keep my prisoners and roll',
    accept: 'Accept the exchange', decline: 'Decline', play: 'Play {0}', givenSix: 'Play the six you were given',
    offerPrompt: 'Offer an exchange of prisoners before you roll?', hintIs: 'The search bot would play {0}',
    hintLearned: 'The learned bot would play {0}',
    gone: 'There is no such game on this server (check the address). A new game was started.',
    expired: 'This game expired: the server deletes a game that no one has opened or played for many days. A new game was started.',
    replayOf: 'Record: {0} decisions', replayAt: '{0} / {1}', notExplained: '(shown without animation)',
    rolloff: 'roll-off', youAre: 'you', yourTurn: 'Your turn',
    toRollYou: 'Your turn ({0}): roll the dice', toMoveYou: 'Your turn ({0}): choose a piece, then where it goes',
    toPassYou: 'Your turn ({0}): no move is possible, pass', mayFinishYou: 'Your turn ({0}): end the move here, or take a further step',
    toDecideYou: 'Your turn ({0}): decide', waitingFor: '{0} ({1}) plays…',
    finishHelp: 'Your steps so far make a whole move. "Finish move" ends it here; a further step is optional.',
    usedLabel: 'used', leftLabel: 'still to play', bonusLeft: 'bonus {0} still to play',
    dieUsed: 'die {0}, used', dieLeft: 'die {0}, not used yet', diceNone: 'not rolled yet',
    rollOffLine: 'Roll-off ({0} die starts): {1}. {2} starts.', highest: 'highest', lowest: 'lowest',
    firstNamed: '{0} starts.', startedFromPosition: 'Started from a position.',
    autoPass: 'Pass by itself when no move is possible', autoPassed: '{0}: no move was possible with {1}, passed',
    help: 'Help', helpTitle: 'How to play and what the marks mean', legend: 'The board’s marks', rulesOf: 'Rules of {0}', close: 'Close',
    keysTitle: 'Keyboard', keysText: 'R roll · P pass · F finish the move · B step back · U undo · H hint · N / → next piece or target · Shift+N / ← previous · Esc choose another piece · ? this help',
    overTitle: 'Game over', overWinner: '{0} wins!', overYouWin: 'You win!', overYouLose: '{0} wins. Better luck next time!',
    overSummary: 'Decisions played: {0}.', overHome: '{0}: {1} of {2} pieces home', rematch: 'Play again', seeBoard: 'Look at the board',
    notNow: 'That cannot be done right now.', refused: 'That move is not allowed here.', offline: 'The server does not answer. Check that it is still running.',
    serverError: 'Something went wrong on the server. Please try again.', dismiss: 'Dismiss',
    piece: '{0} piece on {1}', pieceHome: '{0} piece at home', toPlace: 'to {0}', captures: 'captures {0}', using: 'with {0}',
    pieceWord: '{0} piece', nestOf: 'the nest', home: 'home', square: 'square {0}', homeRow: 'home row {0}', mirror: 'the mirror cell',
    arrow: 'arrow cell {0}', rest: 'rest cell {0}', baseOf: '{0}’s base (prisoner)', selectedPiece: '{0}, chosen: now choose where it goes',
    boardLabel: 'Board: {0}', personSeat: 'person', rolling: 'rolling…', variantOf: '{0}',
    legendSafe: 'Safe square: no capture here', legendExit: 'Exit square: a piece leaving the nest enters here',
    legendNest: 'Nest: pieces not yet in play', legendHome: 'Home: the goal (dashed circle)', legendHomeRow: 'Home row: only its colour walks here',
    legendMovable: 'A piece you can move (white ring)', legendTarget: 'Where the chosen piece can go (red: captures)',
    legendHint: 'The hint’s suggestion (pink ring)', legendShortcut: 'Dashed line: a way off the track (shortcut, round again, rest cell or out of the mirror)',
    legendRest: 'Rest cell: a piece there cannot be captured', legendArrow: 'Arrow cell of a mirror shortcut', legendMirror: 'Mirror cell: a piece sent here needs sixes to leave',
    legendBase: 'Captor’s base: prisoners taken by its colour',
  },
  ru: {
    title: 'Парчис', newGame: 'Новая игра', openRecord: 'Открыть запись', saveRecord: 'Сохранить запись',
    speed: 'Скорость', slow: 'медленно', normal: 'обычно', fast: 'быстро', instant: 'сразу',
    roll: 'Бросить', pass: 'Пропустить', finish: 'Закончить ход', unstep: 'Шаг назад', hint: 'Подсказка', undo: 'Отменить',
    pause: 'Пауза ботов', autoplay: 'Играть', closeReplay: 'Назад к игре', log: 'Что произошло',
    position: 'Позиция', variant: 'Вариант', options: 'Правила', seats: 'Игроки',
    first: 'Кто начинает', seed: 'Зерно костей (необязательно)', fromPosition: 'Или начать с позиции (нотация)',
    cancel: 'Отмена', start: 'Начать', decide: 'Ваше решение', recordFile: 'Файл записи',
    recordText: 'или её текст', open: 'Открыть', none: '—', human: 'человек',
    random: 'случайный бот', heuristic: 'эвристический бот', search: 'бот с поиском', program: 'программа {0}',
    value: 'быстрый обученный бот', learned: 'обученный бот',
    Y: 'Жёлтый', G: 'Зелёный', R: 'Красный', B: 'Синий', you: 'вы',
    Yf: 'Жёлтая', Gf: 'Зелёная', Rf: 'Красная', Bf: 'Синяя', Ya: 'жёлтую', Ga: 'зелёную', Ra: 'красную', Ba: 'синюю',
    toRoll: '{0}: бросайте кости', toMove: '{0}: выберите фишку, затем клетку', toPass: '{0}: ходов нет, пропустите',
    mayFinish: '{0}: закончите ход здесь или сделайте ещё шаг',
    left: 'осталось: {0}', freeShift: 'бесплатный сдвиг',
    toDecide: '{0} решает', botThinking: '{0} ({1}) ходит…', wins: '{0} побеждает!', paused: 'Боты на паузе',
    offer: 'Предложить обмен пленными: {0}', keep: 'Оставить пленных и бросить',
    accept: 'Принять обмен', decline: 'Отказаться', play: 'Сыграть {0}', givenSix: 'Сыграйте отданную вам шестёрку',
    offerPrompt: 'Предложить обмен пленными перед броском?', hintIs: 'Бот с поиском сыграл бы {0}',
    hintLearned: 'Обученный бот сыграл бы {0}',
    gone: 'Такой игры на сервере нет (проверьте адрес). Начата новая игра.',
    expired: 'Эта игра удалена: сервер удаляет игру, которую никто не открывал много дней. Начата новая игра.',
    replayOf: 'Запись: {0} решений', replayAt: '{0} / {1}', notExplained: '(без анимации)',
    rolloff: 'жребий', youAre: 'вы', yourTurn: 'Ваш ход',
    toRollYou: 'Ваш ход ({0}): бросайте кости', toMoveYou: 'Ваш ход ({0}): выберите фишку, затем клетку',
    toPassYou: 'Ваш ход ({0}): ходов нет, пропустите', mayFinishYou: 'Ваш ход ({0}): закончите ход здесь или сделайте ещё шаг',
    toDecideYou: 'Ваш ход ({0}): примите решение', waitingFor: '{0} ({1}) ходит…',
    finishHelp: 'Сделанные шаги уже составляют целый ход. «Закончить ход» завершает его здесь; ещё один шаг — по желанию.',
    usedLabel: 'сыграно', leftLabel: 'ещё сыграть', bonusLeft: 'бонус {0} ещё сыграть',
    dieUsed: 'кость {0}, сыграна', dieLeft: 'кость {0}, ещё не сыграна', diceNone: 'кости ещё не брошены',
    rollOffLine: 'Жребий (начинает {0} кость): {1}. Начинает {2}.', highest: 'старшая', lowest: 'младшая',
    firstNamed: 'Начинает {0}.', startedFromPosition: 'Игра начата с позиции.',
    autoPass: 'Пропускать ход самому, если ходов нет', autoPassed: '{0}: с {1} ходов не было, ход пропущен',
    help: 'Справка', helpTitle: 'Как играть и что значат метки', legend: 'Метки на доске', rulesOf: 'Правила: {0}', close: 'Закрыть',
    keysTitle: 'Клавиатура', keysText: 'R бросить · P пропустить · F закончить ход · B шаг назад · U отменить · H подсказка · N / → следующая фишка или клетка · Shift+N / ← предыдущая · Esc выбрать другую фишку · ? эта справка',
    overTitle: 'Игра окончена', overWinner: '{0} побеждает!', overYouWin: 'Вы победили!', overYouLose: 'Побеждает {0}. Повезёт в другой раз!',
    overSummary: 'Сыграно решений: {0}.', overHome: '{0}: дома {1} из {2}', rematch: 'Сыграть ещё', seeBoard: 'Посмотреть доску',
    notNow: 'Сейчас это сделать нельзя.', refused: 'Такой ход здесь не разрешён.', offline: 'Сервер не отвечает. Проверьте, что он запущен.',
    serverError: 'На сервере что-то пошло не так. Попробуйте ещё раз.', dismiss: 'Скрыть',
    piece: '{0} фишка: {1}', pieceHome: '{0} фишка дома', toPlace: 'на {0}', captures: 'рубит: {0}', using: 'ходом {0}',
    pieceWord: '{0} фишка', nestOf: 'база', home: 'дом', square: 'клетка {0}', homeRow: 'дорожка к дому, {0}', mirror: 'зеркало',
    arrow: 'клетка-стрелка {0}', rest: 'клетка отдыха {0}', baseOf: 'база игрока «{0}» (в плену)', selectedPiece: '{0}, выбрана: теперь выберите клетку',
    boardLabel: 'Доска: {0}', personSeat: 'человек', rolling: 'бросок…', variantOf: '{0}',
    legendSafe: 'Безопасная клетка: здесь не рубят', legendExit: 'Выход: сюда встаёт фишка из базы',
    legendNest: 'База: фишки, ещё не вошедшие в игру', legendHome: 'Дом: цель игры (пунктирный круг)', legendHomeRow: 'Дорожка к дому: только для своего цвета',
    legendMovable: 'Фишка, которой можно ходить (белое кольцо)', legendTarget: 'Куда может пойти выбранная фишка (красным: со взятием)',
    legendHint: 'Совет подсказки (розовое кольцо)', legendShortcut: 'Пунктир: путь с дорожки (срезка, новый круг, клетка отдыха или выход из зеркала)',
    legendRest: 'Клетка отдыха: здесь фишку не срубить', legendArrow: 'Клетка-стрелка срезки через зеркало', legendMirror: 'Зеркало: фишке отсюда нужны шестёрки',
    legendBase: 'База взявшего: пленные его цвета',
  },
};

// A short summary of each variant's rules, for the help panel; the full rules are the variants'
// RULES.md files.
const RULES = {
  en: {
    american: [
      'Four pieces each start in the nest. A 5 brings one out onto the exit square: a die showing 5, or both dice adding up to 5.',
      'Each die moves one piece that many squares, counter-clockwise round the track and then up the home row. Reach home with an exact count.',
      'Landing alone on an opponent’s piece off the safe squares captures it: it goes back to its nest, and you earn 20 squares to play. A piece home earns 10.',
      'Two pieces of one colour on a square are a blockade: nobody may pass or land on it.',
      'Doubles let you roll again; with no piece in the nest you also play the bottom faces (7 minus each die).',
      'Play as many values as you can. The first player with all four pieces home wins.',
    ],
    parchis: [
      'Four pieces each start in the nest. A 5 brings one out: a die showing 5, or both dice adding up to 5.',
      'Each die moves one piece that many squares; a piece must turn into its home row and reach home with an exact count.',
      'Landing on a lone opponent’s piece off the safe squares sends it back to its nest (with the bonuses option you also earn 20; 10 for a piece home).',
      'Two pieces of one colour on a square are a blockade that nobody may pass.',
      'Doubles let you roll again. When only one die can be played you choose which.',
      'The first player with all four pieces home wins.',
    ],
    russian: [
      'Five pieces each start in the base. A 6 brings one out onto the exit cell; the other die may then move only that piece.',
      'Dice are played one at a time; no piece may jump over another piece. Home is reached only with an exact count.',
      'Capturing is compulsory (unless the game says otherwise): the captured piece becomes a prisoner in the captor’s base. Its owner buys it back by giving up a 6, or the two players exchange prisoners.',
      'A piece ending beside an empty rest cell may slip into it for free; there it is safe.',
      'From a mirror corner a 1 or a 3 may take a shortcut; a piece sent to the mirror cell needs sixes to get out.',
      'Doubles let you roll again. The first player with all five pieces home wins.',
    ],
  },
  ru: {
    american: [
      'У каждого четыре фишки в базе. Пятёрка выводит одну на выход: кость с 5 или две кости в сумме 5.',
      'Каждая кость двигает одну фишку на столько клеток — против часовой стрелки по кругу, затем по дорожке к дому. В дом — только точным числом.',
      'Встав на одиночную чужую фишку вне безопасных клеток, вы её рубите: она возвращается в базу, а вы получаете 20 клеток хода. Фишка в доме даёт 10.',
      'Две фишки одного цвета на клетке — блок: его нельзя ни пройти, ни занять.',
      'Дубль даёт бросить ещё раз; если в базе фишек нет, играются и нижние грани (7 минус каждая кость).',
      'Играйте столько значений, сколько можно. Побеждает первый, кто привёл домой все четыре фишки.',
    ],
    parchis: [
      'У каждого четыре фишки в базе. Пятёрка выводит одну: кость с 5 или две кости в сумме 5.',
      'Каждая кость двигает одну фишку; фишка обязана свернуть к дому и войти в дом точным числом.',
      'Встав на одиночную чужую фишку вне безопасных клеток, вы отправляете её в базу (с бонусами ещё +20; за фишку в доме +10).',
      'Две фишки одного цвета на клетке — блок, который нельзя пройти.',
      'Дубль даёт бросить ещё раз. Если можно сыграть только одну кость, вы выбираете какую.',
      'Побеждает первый, кто привёл домой все четыре фишки.',
    ],
    russian: [
      'У каждого пять фишек в базе. Шестёрка выводит одну на выход; вторая кость тогда двигает только её.',
      'Кости играются по одной; перепрыгивать через фишки нельзя. В дом — только точным числом.',
      'Рубить обязательно (если в игре не выбрано иначе): срубленная фишка становится пленной в базе взявшего. Владелец выкупает её, отдав шестёрку, или игроки меняются пленными.',
      'Фишка, вставшая рядом с пустой клеткой отдыха, может бесплатно в неё перейти; там она в безопасности.',
      'С угла зеркала 1 или 3 ведут по срезке; фишке в зеркале нужны шестёрки, чтобы выйти.',
      'Дубль даёт бросить ещё раз. Побеждает первый, кто привёл домой все пять фишек.',
    ],
  },
};

/** A short summary of a variant's rules in the page's language, one sentence a line. */
export const rulesSummary = (variant) => RULES[lang]?.[variant] ?? RULES.en[variant] ?? [];

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

// the players the page names in its own words; any other is a program the server was started with
const PLAYERS = new Set(['none', 'human', 'random', 'heuristic', 'search', 'value', 'learned']);

/** Who plays a seat, in words: a person, a bot built in, or a program by its name ("program py"). */
export const playerName = (p) => (PLAYERS.has(p) ? t(p) : t('program', p));

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
