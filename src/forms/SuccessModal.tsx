import { useEffect } from 'react';
import type { FormDefinition } from '../shared/forms/definition.ts';
import { Modal } from './Modal.tsx';

/** The "Awesome!" dialog after a successful sign-up, with confetti unless motion is reduced. */
export function SuccessModal({ success, onClose }: { success: FormDefinition['success']; onClose: () => void }) {
  useEffect(() => {
    const confettiConfig = success.confetti;
    if (!confettiConfig || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let cancelled = false;
    let reset: (() => void) | undefined;
    void import('canvas-confetti').then(({ default: confetti }) => {
      if (cancelled) return;
      const canvas = document.createElement('canvas');
      canvas.className = 'confetti-canvas';
      canvas.setAttribute('aria-hidden', 'true');
      document.body.appendChild(canvas);
      // No worker: the CSP allows none, and one burst is light work for the main thread.
      const fire = confetti.create(canvas, { resize: true, useWorker: false });
      reset = () => {
        fire.reset();
        canvas.remove();
      };
      void fire({ particleCount: confettiConfig.particles, spread: confettiConfig.spread, origin: { y: 0.6 } });
    });
    return () => {
      cancelled = true;
      reset?.();
    };
  }, [success.confetti]);

  return (
    <Modal
      title={success.title ?? ''}
      onClose={onClose}
      className="modal--success"
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {success.buttonLabel}
        </button>
      }
    >
      <p>{success.text}</p>
    </Modal>
  );
}
