// The SVG check's thread (run by picture-check.ts): parsing and sanitizing a large SVG with jsdom
// takes far longer than the event loop may be held, so it happens here, with a deadline.
import { parentPort } from 'node:worker_threads';
import { serveTasks } from '../threads/deadline-worker.ts';
import { judgeSvg, type SvgVerdict } from './svg-rules.ts';

await serveTasks<string, SvgVerdict, undefined>(
  parentPort,
  () => undefined,
  (text) => judgeSvg(text),
);
