/** Romanian texts of the synonym quiz (the spec's words where it gives them). */
export const QUIZ = {
  title: 'Quiz de sinonime',
  setDescription: 'Învață 7 cuvinte noi',
  question: (n: number, total: number) => `Întrebarea ${n} din ${total}`,
  setsDone: (n: number, total: number) => `Seturi completate: ${n}/${total}`,
  total: 'Scor total',
  chooseSynonym: 'Alege sinonimul potrivit:',
  difficulty: (n: number) => `Dificultate ${n} din 3`,
  correct: 'Corect! Bravo!',
  wrong: (word: string) => `Greșit. Răspunsul corect este „${word}”.`,
  keysHelp: 'Tastele 1–4 aleg un răspuns, Enter trece mai departe.',
  setDone: (name: string) => `${name} încheiat`,
  repeatDone: (name: string) => `${name}: repetarea s-a încheiat`,
  roundScore: (right: number, total: number) => `${right} din ${total} corecte`,
  roundWords: 'Cuvintele rundei și sinonimele lor',
  right: 'corect',
  wrongMark: 'greșit',
  finishedTitle: 'Ai terminat toate seturile!',
  finalScore: 'Scor final',
  restart: 'Restart',
  restartTitle: 'Reiei setul de la prima întrebare?',
  restartWarning: (set: string) =>
    `Răspunsurile date în această rundă din ${set} se pierd. Întrebările terminate și scorul total rămân.`,
  restartCancel: 'Renunță',
  restartConfirm: 'Da, reia setul',
  loading: 'Se încarcă întrebările...',
  category: { adjective: 'Adjectiv' } as Record<string, string>,
} as const;

/** Loading failures of the questions. */
export const ERRORS = {
  error: (message: string) => `Eroare: ${message}`,
} as const;
