/**
 * The end of a day's synonym sets: what was found (of how many), the score and the rarest
 * synonym found, and a share text that spoils nothing (figures and the address, no words).
 * Read from this device's copy of every set (kept at each answer, for guests and players).
 */
import { RotateCcwIcon, Share2Icon, TrophyIcon } from 'lucide-react';
import { answerKey, scoreOf, unionFound } from '@slove/core/synonyms';
import type { SynonymSetDto } from '@slove/core/synonyms-api';
import { DexonlineLink } from '@/components/dexonline-link';
import { Button } from '@/components/ui/button';
import { loadedConfig } from '@/lib/config';
import { shareResult } from '@/lib/share';
import { localSetProgress } from './local';
import { SUMMARY } from './texts';

export interface DaySummaryData {
  found: number;
  total: number;
  score: number;
  rarest: { word: string; rarity: number } | null;
}

/** The day's figures from the sets' progress on this device. */
export function daySummary(sets: readonly SynonymSetDto[]): DaySummaryData {
  let found = 0;
  let total = 0;
  let score = 0;
  let rarest: DaySummaryData['rarest'] = null;
  for (const set of sets) {
    const words = unionFound(localSetProgress(set.id)?.foundSynonyms ?? [], [], set.synonyms);
    found += words.length;
    total += set.synonyms.length;
    score += scoreOf(words, set.synonyms);
    for (const w of words) {
      const s = set.synonyms.find((x) => answerKey(x.word) === answerKey(w));
      if (s && (!rarest || s.rarity > rarest.rarity)) rarest = { word: s.word, rarity: s.rarity };
    }
  }
  return { found, total, score, rarest };
}

/** 'Sinonime · 2 dec. 2026' then the figures, then the address of that day's game. */
export function summaryShareText(data: DaySummaryData, dayLabel: string, address: string): string {
  return `${SUMMARY.shareTitle(dayLabel)}\n${SUMMARY.shareLine(data.found, data.total, data.score)}\n${address}`;
}

export function DaySummary({
  sets,
  dayLabel,
  path,
  onAgain,
}: {
  sets: readonly SynonymSetDto[];
  dayLabel: string;
  /** The day's game page, e.g. '/sinonime' or '/sinonime?zi=2026-11-30'. */
  path: string;
  onAgain(): void;
}) {
  const data = daySummary(sets);
  const share = () => {
    const site = loadedConfig()?.publicUrl ?? window.location.origin;
    void shareResult(summaryShareText(data, dayLabel, site + path));
  };
  return (
    <section
      className="flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm"
      aria-labelledby="synonyms-summary-title"
      data-testid="synonyms-summary"
    >
      <h2 id="synonyms-summary-title" className="flex items-center gap-2 text-2xl font-extrabold">
        <TrophyIcon className="size-6 text-primary" aria-hidden="true" /> {SUMMARY.title}
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-center">
        <div className="rounded-xl bg-muted p-3">
          <dt className="text-sm font-bold text-muted-foreground">{SUMMARY.found}</dt>
          <dd className="text-2xl font-extrabold tabular-nums" data-testid="summary-found">
            {data.found}/{data.total}
          </dd>
        </div>
        <div className="rounded-xl bg-muted p-3">
          <dt className="text-sm font-bold text-muted-foreground">{SUMMARY.score}</dt>
          <dd className="text-2xl font-extrabold tabular-nums" data-testid="summary-score">
            {data.score}
          </dd>
        </div>
      </dl>
      <p className="font-bold" data-testid="summary-rarest">
        {data.rarest ? (
          <>
            {SUMMARY.rarest}: <DexonlineLink word={data.rarest.word} />
          </>
        ) : (
          SUMMARY.noneFound
        )}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button size="lg" onClick={share} data-testid="summary-share">
          <Share2Icon aria-hidden="true" /> {SUMMARY.share}
        </Button>
        <Button size="lg" variant="outline" onClick={onAgain} data-testid="summary-again">
          <RotateCcwIcon aria-hidden="true" /> {SUMMARY.again}
        </Button>
      </div>
    </section>
  );
}
