/**
 * One set of the advanced synonym game: the found synonyms and the hint (this device's copy
 * and, for a signed-in player, the account's, merged when it arrives: union of the found
 * synonyms; the server re-checks them and recomputes the score), the typed answer, and the
 * player's actions with their feedback: one line under the input that the next answer replaces. Every answer is kept on this device and saved at once.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  answerKey,
  canSkip,
  checkAnswer,
  isComplete,
  praiseFor,
  scoreOf,
  MESSAGES,
} from '@slove/core/synonyms';
import type { SynonymSetDto } from '@slove/core/synonyms-api';
import { useAuth } from '@/lib/auth';
import { sendOrQueue } from '@/lib/offline-queue';
import { recordCorrect } from '@/lib/synonym-games';
import { useProgress } from '@/lib/use-progress';
import { cloudProgressQuery, resetRequest } from './api';
import { resetLocalSet } from './local';
import { fromAccount, NO_PLAY, synonymsProgress } from './progress';
import { T } from './texts';

/** The line under the input: the outcome of the last answer (or of a refused skip). */
export interface Feedback {
  tone: 'success' | 'error';
  title: string;
  text: string;
}

/**
 * `others`: the day's other sets (already on this device): a wrong answer that is one of their
 * synonyms is told so, rather than only 'Sinonim incorect'.
 */
export function useSynonymsGame(
  set: SynonymSetDto,
  onNext: () => void,
  others: readonly SynonymSetDto[] = [],
) {
  const { user } = useAuth();
  const cloudQ = useQuery({ ...cloudProgressQuery(user?.id ?? '', [set.id]), enabled: !!user });
  const cloud = cloudQ.data?.progress.find((p) => p.setId === set.id);
  const progress = useProgress({
    ...synonymsProgress(set, !!user),
    // the account's progress of the set (none yet: an empty copy)
    accountCopy: cloudQ.isSuccess ? (cloud ? fromAccount(cloud) : NO_PLAY) : undefined,
  });
  const play = progress.value;
  const [hintShown, setHintShown] = useState(false);
  const [input, setInput] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const say = (tone: Feedback['tone'], title: string, text: string) => setFeedback({ tone, title, text });
  const inputRef = useRef<HTMLInputElement>(null);

  const total = set.synonyms.length;
  const score = scoreOf(play.found, set.synonyms);
  const completed = isComplete(play.found.length, total);

  useEffect(() => {
    if (!completed) inputRef.current?.focus({ preventScroll: true });
  }, [completed]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (completed) return;
    let result;
    try {
      result = checkAnswer(input, set.synonyms, play.found);
    } catch (error) {
      console.error('[synonyms] validation failed', error);
      say('error', T.validationErrorTitle, T.validationError);
      return;
    }
    if (result.kind === 'empty') return;
    if (result.kind === 'duplicate') {
      say('error', T.duplicateTitle, T.duplicate);
      setInput('');
      return;
    }
    if (result.kind === 'incorrect') {
      const key = answerKey(input);
      const elsewhere = others
        .filter((o) => o.id !== set.id)
        .flatMap((o) => o.synonyms)
        .find((s) => answerKey(s.word) === key);
      if (elsewhere) say('error', T.otherWordTitle, T.otherWord(elsewhere.word, set.baseWord));
      else say('error', T.incorrectTitle, T.incorrect);
      return;
    }
    const found = [...play.found, result.synonym.word];
    progress.update({ ...play, found });
    setInput('');
    recordCorrect(1);
    const praise = praiseFor(result.synonym.rarity, found.length);
    const points = `+${result.points} ${T.points}`;
    if (isComplete(found.length, total)) say('success', T.completedTitle, T.completed(total));
    else if (praise.message)
      say('success', praise.message, praise.fire ? `${points} · ${MESSAGES.fire}` : points);
    else if (praise.fire) say('success', MESSAGES.fire, points);
    else say('success', result.synonym.word, points);
  };

  const toggleHint = () => {
    setHintShown((shown) => !shown);
    if (!play.hintUsed) progress.update({ ...play, hintUsed: true });
  };

  const skip = () => {
    if (!canSkip(play.found.length)) {
      say('error', T.skipTitle, T.skip);
      return;
    }
    onNext();
  };

  /** "Resetează": the set starts over, on this device and in the account (queued offline). */
  const reset = () => {
    resetLocalSet(set.id);
    progress.reset(NO_PLAY);
    if (user)
      sendOrQueue(resetRequest(set.id)).catch((error: unknown) =>
        console.error('[synonyms] reset failed', error),
      );
    setHintShown(false);
    setInput('');
    setFeedback(null);
  };

  return {
    found: play.found,
    hintShown,
    feedback,
    input,
    setInput,
    inputRef,
    total,
    score,
    completed,
    submit,
    toggleHint,
    skip,
    reset,
  };
}
