// The state of publishing as the editor shows it: the publish under way (anyone's: a publish from
// another window or by another editor shows too), followed once a second, and how each publish that
// ended while the editor was open ended: live, or failed with the build's message.
import { useCallback, useEffect, useRef, useState } from 'react';
import { publishStatus, type Started, type Version } from './publishing.ts';

const POLL_MS = 1000;
/** Between publishes: often enough to see one another editor starts. */
const IDLE_POLL_MS = 5000;

export type Outcome =
  /** A publish went live: started here (mine) or by someone else (by, when the editor saw it run). */
  | { kind: 'live'; id: number; mine: boolean; by: string | undefined }
  | { kind: 'failed'; message: string; mine: boolean }
  | { kind: 'refused'; message: string };

export interface PublishingState {
  running: Version | null;
  liveId: number | undefined;
  outcome: Outcome | undefined;
  /** Starts a publish or a roll back by `start`, and follows it. */
  begin: (start: () => Promise<Started>) => Promise<void>;
  /** Forgets why the last publish was refused (no longer true: the draft was brought up to date). */
  forgetRefusal: () => void;
}

/** @param onOver told when a publish followed here is over (the live config may have changed). */
export function usePublishing(onOver: (outcome: Outcome) => void, networkMessage: string): PublishingState {
  const [running, setRunning] = useState<Version | null>(null);
  const [liveId, setLiveId] = useState<number | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  /** The last publish over when the editor last asked; undefined before the first answer. */
  const lastSeen = useRef<number | undefined>(undefined);
  const timer = useRef<number | undefined>(undefined);
  /** The publishes started from this editor, and who ran each publish the editor saw under way. */
  const started = useRef(new Set<number>());
  const runners = useRef(new Map<number, string>());
  const over = useRef(onOver);
  useEffect(() => {
    over.current = onOver;
  });

  const poll = useRef<() => Promise<void>>(async () => undefined);

  useEffect(() => {
    async function follow(): Promise<void> {
      window.clearTimeout(timer.current);
      try {
        const status = await publishStatus();
        // Reached again: the word that it was not is out of date.
        setOutcome((current) =>
          current?.kind === 'refused' && current.message === networkMessage ? undefined : current,
        );
        setRunning(status.running);
        setLiveId(status.liveId);
        if (status.running) runners.current.set(status.running.id, status.running.userName);
        timer.current = window.setTimeout(() => void follow(), status.running ? POLL_MS : IDLE_POLL_MS);
        const last = status.last;
        const known = lastSeen.current;
        lastSeen.current = last?.id ?? 0;
        // What ended before the editor opened is the History's to tell.
        if (known === undefined || !last || last.id === known) return;
        const mine = started.current.has(last.id);
        const result: Outcome =
          last.status === 'published'
            ? { kind: 'live', id: last.id, mine, by: runners.current.get(last.id) }
            : { kind: 'failed', message: last.message ?? '', mine };
        setOutcome(result);
        over.current(result);
      } catch {
        // The server did not answer: ask again a moment later, saying why the bar stands still.
        setOutcome({ kind: 'refused', message: networkMessage });
        timer.current = window.setTimeout(() => void follow(), POLL_MS);
      }
    }
    poll.current = follow;
    void follow();
    return () => window.clearTimeout(timer.current);
  }, [networkMessage]);

  const begin = useCallback(
    async (start: () => Promise<Started>) => {
      setOutcome(undefined);
      const answer = await start().catch(() => ({ ok: false as const, message: networkMessage }));
      if (!answer.ok) {
        setOutcome({ kind: 'refused', message: answer.message });
        return;
      }
      started.current.add(answer.id);
      await poll.current();
    },
    [networkMessage],
  );

  const forgetRefusal = useCallback(
    () => setOutcome((current) => (current?.kind === 'refused' ? undefined : current)),
    [],
  );

  return { running, liveId, outcome, begin, forgetRefusal };
}
