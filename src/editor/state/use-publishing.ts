// The state of publishing as the editor shows it: the publish under way (anyone's), followed once a
// second until it is over, and the outcome of the last one followed: live, or failed with the
// build's message. A publish or a roll back started here is followed from its first answer.
import { useCallback, useEffect, useRef, useState } from 'react';
import { publishStatus, version, type Started, type Version } from './publishing.ts';

const POLL_MS = 1000;

export type Outcome = { kind: 'live'; id: number } | { kind: 'failed'; message: string } | { kind: 'refused'; message: string };

export interface PublishingState {
  running: Version | null;
  liveId: number | undefined;
  outcome: Outcome | undefined;
  /** Starts a publish or a roll back by `start`, and follows it. */
  begin: (start: () => Promise<Started>) => Promise<void>;
}

/** @param onOver told when a publish followed here is over (the live config may have changed). */
export function usePublishing(onOver: (outcome: Outcome) => void, networkMessage: string): PublishingState {
  const [running, setRunning] = useState<Version | null>(null);
  const [liveId, setLiveId] = useState<number | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const watched = useRef<number | undefined>(undefined);
  const timer = useRef<number | undefined>(undefined);
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
        setRunning(status.running);
        setLiveId(status.liveId);
        if (status.running) {
          watched.current = status.running.id;
          timer.current = window.setTimeout(() => void follow(), POLL_MS);
          return;
        }
        const id = watched.current;
        if (id === undefined) return;
        watched.current = undefined;
        const done = await version(id);
        const result: Outcome = done.status === 'published' ? { kind: 'live', id } : { kind: 'failed', message: done.message ?? '' };
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
      watched.current = answer.id;
      await poll.current();
    },
    [networkMessage],
  );

  return { running, liveId, outcome, begin };
}
