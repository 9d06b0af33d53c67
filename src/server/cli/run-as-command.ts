// The shared start of a command-line tool: when the module is the program, run it with the
// arguments and the environment (.env included), print its lines, and exit 1 with the message alone.
import { type Environment, withEnvFile } from '@server/config';

export type Command = (argv: string[], env: Environment, out: (line: string) => void) => Promise<void>;

export function runAsCommand(moduleUrl: string, command: Command): void {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  command(process.argv.slice(2), withEnvFile(process.env), (line) => console.log(line)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
