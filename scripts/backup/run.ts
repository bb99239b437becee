// The frame of npm run backup and npm run restore: .env, arguments, and exit codes 0 (done),
// 1 (unexpected failure), 2 (bad arguments, or a refusal that says what to do).
import { loadDotEnv } from '../operator-store.ts';
import { UsageError } from '../submissions/args.ts';
import { OperatorError } from './files.ts';

export interface Command<A> {
  usage: string;
  parse(argv: string[], env: NodeJS.ProcessEnv): A | null;
  run(args: A, env: NodeJS.ProcessEnv): Promise<string>;
}

export async function runCommand<A>(command: Command<A>): Promise<void> {
  loadDotEnv();
  let args: A | null;
  try {
    args = command.parse(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`error: ${error.message}\n\n${command.usage}\n`);
    process.exitCode = 2;
    return;
  }
  if (args === null) {
    process.stdout.write(`${command.usage}\n`);
    return;
  }
  try {
    process.stdout.write(await command.run(args, process.env));
  } catch (error) {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = error instanceof OperatorError ? 2 : 1;
  }
}
