// Where the submit of a form stands: idle, sending (the Processing notice), sent (the success banner
// or dialog), failed (the red banner with the reason), or noted (a neutral note: not sent, not refused,
// as in the editor's preview). A success banner returns to idle after the
// time the form's config gives it; a success dialog stays until the visitor closes it.
import { useEffect, useRef, useState } from 'react';
import type { FormDefinition } from '../shared/forms/definition.ts';

export type Phase =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; message: string }
  | { kind: 'noted'; message: string };

export function usePhase(success: FormDefinition['success']) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const modal = success.kind === 'modal';
  useEffect(() => {
    if (phase.kind !== 'sent' || modal) return;
    const timer = window.setTimeout(() => setPhase({ kind: 'idle' }), success.durationMs);
    return () => window.clearTimeout(timer);
  }, [phase, success.durationMs, modal]);
  return { phase, setPhase, modal };
}

/**
 * Where the keyboard's focus goes while a success banner comes and goes: the Processing notice that
 * held it is gone, and so is the submit button while the banner shows, so the focus would fall to the
 * page. It goes to the banner, then back to the submit button once the banner is gone, unless the
 * visitor has moved it elsewhere meanwhile.
 */
export function useSentFocus(phase: Phase, modal: boolean) {
  const bannerRef = useRef<HTMLParagraphElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const shown = useRef(false);
  useEffect(() => {
    if (modal) return;
    if (phase.kind === 'sent') {
      bannerRef.current?.focus();
      shown.current = true;
    } else if (shown.current) {
      shown.current = false;
      if (document.activeElement === null || document.activeElement === document.body) submitRef.current?.focus();
    }
  }, [phase, modal]);
  return { bannerRef, submitRef };
}
