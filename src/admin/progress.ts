// The progress bar of a publish: asks the server how far it is once a second while one is
// building, shows the step and the percentage, and reloads the page when it is over (the page then
// shows the new version, or why it failed).
import { getJson } from './send.ts';

const POLL_MS = 1000;

interface Status {
  running: { step: string; percent: number; userName: string } | null;
}

export function watchPublish(started: boolean): void {
  const section = document.querySelector<HTMLElement>('#publish-progress');
  if (!section || (!started && section.dataset.running !== 'true')) return;
  const steps = JSON.parse(section.dataset.steps ?? '{}') as Record<string, string>;
  const bar = section.querySelector('progress')!;
  const stepLabel = section.querySelector('.progress-step')!;
  const percentLabel = section.querySelector('.progress-percent')!;
  section.hidden = false;
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-api="/admin/api/publish"], button[data-api="/admin/api/rollback"]')) button.disabled = true;
  let seenRunning = started;

  const poll = async () => {
    const answer = await getJson(section.dataset.status!, '');
    const running = answer.ok ? (answer.body as unknown as Status).running : undefined;
    if (running) {
      seenRunning = true;
      stepLabel.textContent = steps[running.step] ?? running.step;
      bar.value = running.percent;
      bar.textContent = `${running.percent}%`;
      percentLabel.textContent = `${running.percent}%`;
    } else if (running === null && seenRunning) {
      window.location.reload();
      return;
    }
    window.setTimeout(() => void poll(), POLL_MS);
  };
  void poll();
}
