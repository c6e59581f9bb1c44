/** The end of a round of the quiz: its score and each word with its synonym (dexonline links). */
import type { ReactNode } from 'react';
import { CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import type { QuizQuestionDto } from '@slove/core/quiz-api';
import { DexonlineLink } from '@/components/dexonline-link';
import { cn } from '@/lib/utils';
import { QUIZ } from './texts';

/** The end of a round: how many were right ("5 din 7 corecte"), each word with its definition. */
export function RoundSummary({
  setName,
  repeat,
  questions,
  wrong,
  next,
}: {
  setName: string;
  repeat: boolean;
  questions: QuizQuestionDto[];
  wrong: readonly number[];
  next: ReactNode;
}) {
  const right = questions.length - wrong.length;
  return (
    <section
      className="flex flex-col items-center gap-4 rounded-2xl border bg-card p-6 text-center shadow-sm"
      aria-labelledby="quiz-summary-title"
      data-testid="quiz-summary"
    >
      <h2 id="quiz-summary-title" className="text-xl font-extrabold">
        {repeat ? QUIZ.repeatDone(setName) : QUIZ.setDone(setName)}
      </h2>
      <p className="text-3xl font-black tabular-nums" role="status" data-testid="quiz-summary-score">
        {QUIZ.roundScore(right, questions.length)}
      </p>
      <ul className="flex flex-wrap justify-center gap-2" aria-label={QUIZ.roundWords}>
        {questions.map((q) => {
          const ok = !wrong.includes(q.id);
          const word = q.choices.find((c) => c.isCorrect)!.word;
          return (
            <li
              key={q.id}
              className={cn(
                'inline-flex items-center gap-1 rounded-full border px-3 py-1.5 font-bold',
                ok
                  ? 'border-emerald-600 text-emerald-900 dark:text-emerald-100'
                  : 'border-red-600 text-red-900 dark:text-red-100',
              )}
              data-correct={String(ok)}
            >
              {ok ? (
                <CheckCircle2Icon className="size-4" aria-label={QUIZ.right} />
              ) : (
                <XCircleIcon className="size-4" aria-label={QUIZ.wrongMark} />
              )}
              <DexonlineLink word={q.targetWord} /> = <DexonlineLink word={word} />
            </li>
          );
        })}
      </ul>
      {next}
    </section>
  );
}
