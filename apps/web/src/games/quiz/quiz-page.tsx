/**
 * /sinonime-simple — the simple synonym quiz: sets of 7 questions, 4 choices each; a wrong
 * answer comes back in a repeat round until every question is right. Keys 1–4 answer and
 * Enter goes on. A choice's definition shows only once answered (before, it would give the
 * answer away). Progress is kept on this device and, for a signed-in player, in the account.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2Icon, RotateCcwIcon, StarIcon, TrophyIcon, XCircleIcon } from 'lucide-react';
import { dayKey } from '@slove/core/day';
import {
  advance,
  answerQuestion,
  completedSets,
  currentQuestionId,
  emptyQuizProgress,
  keyToChoice,
  nextLabel,
  percent,
  startState,
  QUIZ_TEXTS,
  type QuizState,
} from '@slove/core/quiz';
import type { QuizContent, QuizProgressDto, QuizQuestionDto } from '@slove/core/quiz-api';
import { GameShell } from '@/components/game-shell';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, loadErrorMessage } from '@/components/load-error';
import { useAuth } from '@/lib/auth';
import { deleteQuizProgress, recordCorrect } from '@/lib/synonym-games';
import { useProgress } from '@/lib/use-progress';
import { cn } from '@/lib/utils';
import { fromAccount, questionsQuery, quizProgressQuery } from './api';
import { resetLocalQuiz } from './local';
import { quizProgress } from './progress';
import { RestartButton } from './restart-dialog';
import { RoundSummary } from './round-summary';
import { ERRORS, QUIZ } from './texts';

export default function QuizPage() {
  const questions = useQuery(questionsQuery());
  const { user, loading } = useAuth();
  const cloud = useQuery({ ...quizProgressQuery(user?.id ?? ''), enabled: !!user });
  const cloudSettled = !user || cloud.isSuccess || cloud.isError;

  return (
    <GameShell title={QUIZ.title}>
      {questions.isPending || loading || !cloudSettled ? (
        <Spinner label={QUIZ.loading} />
      ) : questions.isError ? (
        <LoadError
          title={ERRORS.error(loadErrorMessage(questions.error))}
          error={questions.error}
          onRetry={() => void questions.refetch()}
        />
      ) : (
        <Quiz
          content={questions.data}
          signedIn={!!user}
          cloud={cloud.isSuccess ? cloud.data.progress : undefined}
        />
      )}
    </GameShell>
  );
}

/**
 * The quiz progress: this device's, merged with the account's (signed in); every answer is
 * kept at once and saved at once (queued offline).
 */
function useQuizProgress(signedIn: boolean, cloud: QuizProgressDto | null | undefined) {
  return useProgress({
    ...quizProgress(signedIn),
    accountCopy: cloud === undefined ? undefined : cloud ? fromAccount(cloud) : emptyQuizProgress(),
  });
}

function Quiz({
  content,
  signedIn,
  cloud,
}: {
  content: QuizContent;
  signedIn: boolean;
  cloud: QuizProgressDto | null | undefined;
}) {
  const sets = content.sets;
  const quiz = useQuizProgress(signedIn, cloud);
  const progress = quiz.value;
  const [state, setState] = useState<QuizState>(() => startState(sets, progress.completedQuestions));
  const nextRef = useRef<HTMLButtonElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  // after the last answer of a round: the round's summary before the repeat round or the next set
  const [summaryShown, setSummaryShown] = useState(false);

  const set = sets[state.setIndex];
  const qid = currentQuestionId(state);
  const question: QuizQuestionDto | undefined = set?.questions.find((q) => q.id === qid);

  const answer = (choiceId: string) => {
    if (!question) return;
    const r = answerQuestion(state, question, choiceId, progress, dayKey());
    if (!r) return;
    setState(r.state);
    quiz.update(r.progress);
    if (r.correct) recordCorrect(1);
  };

  const goOn = () => {
    if (state.answer && state.position === state.round.length - 1 && !summaryShown) {
      setSummaryShown(true);
      return;
    }
    setSummaryShown(false);
    setState((s) => advance(s, sets));
  };

  const playAgain = () => {
    resetLocalQuiz();
    quiz.reset(emptyQuizProgress());
    setState(startState(sets, []));
    setSummaryShown(false);
    if (signedIn) deleteQuizProgress().catch((error: unknown) => console.error('[quiz] reset failed', error));
  };

  /** Restart: the current set from its first question (progress stays). */
  const restartSet = () => {
    if (!set) return;
    setSummaryShown(false);
    setState({
      setIndex: state.setIndex,
      round: set.questions.map((q) => q.id),
      position: 0,
      repeat: false,
      wrong: [],
      answer: null,
      finished: false,
    });
  };

  useEffect(() => {
    if (state.answer) nextRef.current?.focus({ preventScroll: true });
  }, [state.answer, summaryShown]);

  // After an answer the choices, the feedback line and the next button are brought on screen
  // together (a phone shows them below the word otherwise).
  useEffect(() => {
    if (state.answer && !summaryShown) answerRef.current?.scrollIntoView({ block: 'nearest' });
  }, [state.answer, summaryShown]);

  // A round's summary, the end screen and each new question start at the top, not at the
  // last answer's scroll position.
  const screen = state.finished ? 'finished' : summaryShown ? 'summary' : `question-${qid}`;
  useLayoutEffect(() => {
    window.scrollTo({ top: 0 });
  }, [screen]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA'].includes(target.tagName)) return;
      // keys inside a dialog (Restart's question) belong to the dialog
      if (target?.closest('[role="dialog"]')) return;
      if (!state.answer) {
        const choice = keyToChoice(e.key);
        if (choice) {
          e.preventDefault();
          answer(choice);
        }
      } else if (e.key === 'Enter' && document.activeElement !== nextRef.current) {
        e.preventDefault();
        goOn();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const done = completedSets(sets, progress.completedQuestions);
  const summary = (
    <p className="text-sm font-bold" data-testid="quiz-total">
      {QUIZ.total}: {progress.totalCorrect}/{progress.totalAttempts} (
      {percent(progress.totalCorrect, progress.totalAttempts)}%)
    </p>
  );

  if (state.finished || !set || !question) {
    return (
      <section
        className="flex flex-col items-center gap-4 rounded-2xl border bg-card p-8 text-center shadow-sm"
        data-testid="quiz-finished"
      >
        <TrophyIcon className="size-14 text-primary" aria-hidden="true" />
        <h2 className="text-2xl font-extrabold">{QUIZ.finishedTitle}</h2>
        <p className="text-lg">
          {QUIZ.finalScore}:{' '}
          <strong data-testid="quiz-final-score">
            {progress.totalCorrect}/{progress.totalAttempts}
          </strong>{' '}
          ({percent(progress.totalCorrect, progress.totalAttempts)}%)
        </p>
        <p className="text-muted-foreground">{QUIZ.setsDone(done, sets.length)}</p>
        <Button size="lg" onClick={playAgain} data-testid="quiz-play-again">
          <RotateCcwIcon aria-hidden="true" /> {QUIZ_TEXTS.playAgain}
        </Button>
      </section>
    );
  }

  if (summaryShown)
    return (
      <RoundSummary
        setName={set.name}
        repeat={state.repeat}
        questions={state.round.map((id) => set.questions.find((q) => q.id === id)!)}
        wrong={state.wrong}
        next={
          <Button ref={nextRef} size="lg" onClick={goOn} data-testid="quiz-next">
            {nextLabel(state)}
          </Button>
        }
      />
    );

  const correctChoice = question.choices.find((c) => c.isCorrect)!;
  return (
    <section className="flex flex-col gap-3" data-testid="quiz" data-question={question.id}>
      <div className="rounded-2xl border bg-card px-4 py-3 shadow-sm">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h2 className="text-lg font-extrabold" data-testid="quiz-set-name">
            {set.name}
          </h2>
          <span className="text-sm text-muted-foreground">{set.description}</span>
          {state.repeat && (
            <Badge
              className="bg-amber-100 text-amber-950 dark:bg-amber-800/60 dark:text-amber-50"
              data-testid="repeat-badge"
            >
              {QUIZ_TEXTS.repeat}
            </Badge>
          )}
        </div>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-2 text-sm font-bold text-muted-foreground">
          <span data-testid="quiz-position">{QUIZ.question(state.position + 1, state.round.length)}</span>
          <span data-testid="quiz-sets-done">{QUIZ.setsDone(done, sets.length)}</span>
        </div>
        <Progress
          className="mt-2"
          value={((state.position + (state.answer ? 1 : 0)) / state.round.length) * 100}
          aria-label={QUIZ.question(state.position + 1, state.round.length)}
        />
        <div className="mt-2">{summary}</div>
      </div>

      <div className="rounded-2xl border bg-card px-4 py-3 shadow-sm sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{QUIZ.category[question.category] ?? question.category}</Badge>
          <span className="inline-flex" role="img" aria-label={QUIZ.difficulty(question.difficulty)}>
            {[1, 2, 3].map((n) => (
              <StarIcon
                key={n}
                aria-hidden="true"
                className={cn(
                  'size-5',
                  n <= question.difficulty ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/40',
                )}
              />
            ))}
          </span>
          <span className="text-sm font-bold text-muted-foreground">{QUIZ.chooseSynonym}</span>
        </div>
        <p className="mt-1 text-3xl font-extrabold break-words sm:text-4xl" data-testid="quiz-target">
          {question.targetWord}
        </p>
        <p className="mt-1 text-base text-muted-foreground sm:text-lg" data-testid="quiz-definition">
          {question.definition}
        </p>
      </div>

      <div ref={answerRef} className="flex scroll-mt-20 scroll-mb-4 flex-col gap-3">
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={QUIZ.chooseSynonym}>
          {question.choices.map((c, i) => {
            const picked = state.answer?.choiceId === c.id;
            const tone = !state.answer
              ? ''
              : c.isCorrect
                ? 'border-emerald-600 bg-emerald-50 text-emerald-950 dark:bg-emerald-950/50 dark:text-emerald-50'
                : picked
                  ? 'border-red-600 bg-red-50 text-red-950 dark:bg-red-950/50 dark:text-red-50'
                  : 'opacity-70';
            return (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => answer(c.id)}
                  disabled={!!state.answer}
                  data-testid={`choice-${c.id}`}
                  data-correct={state.answer ? String(c.isCorrect) : undefined}
                  className={cn(
                    'flex min-h-14 w-full items-center gap-3 rounded-xl border-2 bg-card px-3 py-2 text-left transition-colors hover:border-primary focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none disabled:cursor-default disabled:hover:border-current',
                    tone,
                  )}
                >
                  <kbd
                    className="grid size-8 shrink-0 place-items-center rounded-md border bg-muted font-extrabold text-muted-foreground"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </kbd>
                  <span className="flex flex-col">
                    <span className="text-lg font-extrabold">{c.word}</span>
                    {state.answer && (
                      <span className="text-sm opacity-80" data-testid="choice-definition">
                        {c.definition}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>

        <div aria-live="polite" className="min-h-0">
          {state.answer &&
            (state.answer.correct ? (
              <p
                className="flex items-center gap-2 rounded-xl bg-emerald-100 px-3 py-2 font-bold text-emerald-950 dark:bg-emerald-900/60 dark:text-emerald-50"
                data-testid="quiz-feedback"
                data-correct="true"
              >
                <CheckCircle2Icon aria-hidden="true" /> {QUIZ.correct}
              </p>
            ) : (
              <p
                className="flex items-center gap-2 rounded-xl bg-red-100 px-3 py-2 font-bold text-red-950 dark:bg-red-900/60 dark:text-red-50"
                data-testid="quiz-feedback"
                data-correct="false"
              >
                <XCircleIcon aria-hidden="true" /> {QUIZ.wrong(correctChoice.word)}
              </p>
            ))}
        </div>

        <div className="flex flex-wrap items-center gap-2">
          {state.answer && (
            <Button ref={nextRef} size="lg" onClick={goOn} data-testid="quiz-next">
              {nextLabel(state)}
            </Button>
          )}
          <RestartButton setName={set.name} onConfirm={restartSet} />
          <p className="ml-auto hidden text-sm text-muted-foreground sm:block">{QUIZ.keysHelp}</p>
        </div>
      </div>
    </section>
  );
}
