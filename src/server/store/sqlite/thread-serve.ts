// The thread side of thread-calls.ts: announces the methods of an object (its functions, and those
// of its parts) and runs each call it is sent, answering with the result or the error.
import type { MessagePort } from 'node:worker_threads';
import { describeError, type ThreadError } from './thread-errors.ts';

/** The methods by name: the object's own (`methods`), and those of each of its parts. */
export interface StoreShape {
  methods: string[];
  parts: Record<string, string[]>;
}

export type ThreadRequest = { id: number; part: string | undefined; method: string; args: unknown[] };
export type ThreadReply = { id: number; result?: unknown; error?: ThreadError; shape?: StoreShape };

type Methods = Record<string, (...args: unknown[]) => Promise<unknown>>;

const isFunction = (value: unknown) => typeof value === 'function';

/** Answers whose memory is moved to the calling thread rather than copied, with that memory. */
const transfers = new WeakMap<object, ArrayBuffer[]>();

/** `answer`, to be posted with `memory` moved to the calling thread (then unusable here), not copied. */
export function transferring<T extends object>(answer: T, memory: ArrayBuffer[]): T {
  transfers.set(answer, memory);
  return answer;
}

/** What the object offers besides close(): its functions, and its parts (objects of functions). */
function shapeOf(served: object): StoreShape {
  const shape: StoreShape = { methods: [], parts: {} };
  for (const [key, value] of Object.entries(served)) {
    if (key === 'close') continue;
    if (isFunction(value)) shape.methods.push(key);
    else if (typeof value === 'object' && value !== null && Object.values(value).every(isFunction))
      shape.parts[key] = Object.keys(value);
  }
  return shape;
}

/** Opens the object with `open`, announces it (or the error that kept it from opening), then serves it. */
export async function serveCalls(port: MessagePort, open: () => Promise<object>): Promise<void> {
  let served: object;
  try {
    served = await open();
    port.postMessage({ id: 0, shape: shapeOf(served) } satisfies ThreadReply);
  } catch (error) {
    port.postMessage({ id: 0, error: describeError(error) } satisfies ThreadReply);
    port.close();
    process.exit(0);
  }
  port.on('message', ({ id, part, method, args }: ThreadRequest) => {
    const target = (part === undefined ? served : served[part as keyof object]) as unknown as Methods;
    let call: Promise<unknown>;
    try {
      call = target[method]!.apply(target, args);
    } catch (error) {
      call = Promise.reject(error);
    }
    call.then(
      (result) => {
        const memory = typeof result === 'object' && result !== null ? transfers.get(result) : undefined;
        port.postMessage({ id, result } satisfies ThreadReply, memory);
        if (method === 'close' && part === undefined) port.close();
      },
      (error: unknown) => port.postMessage({ id, error: describeError(error) } satisfies ThreadReply),
    );
  });
}
