import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAsCommand } from './run-as-command';

describe('runAsCommand', () => {
  afterEach(() => vi.restoreAllMocks());

  it('ends the program with exit code 1 and the message alone when the command fails', async () => {
    const exited = new Promise<number | undefined>((resolve) => {
      vi.spyOn(process, 'exit').mockImplementation(((code?: number) => resolve(code)) as typeof process.exit);
    });
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    runAsCommand(`file://${process.argv[1]}`, async () => {
      throw new Error("Unknown command 'frobnicate'.\nUsage: …");
    });
    expect(await exited).toBe(1);
    expect(printed).toHaveBeenCalledWith("Unknown command 'frobnicate'.\nUsage: …");
  });

  it('does nothing when the module is not the program', () => {
    const command = vi.fn(async () => undefined);
    runAsCommand('file:///elsewhere.js', command);
    expect(command).not.toHaveBeenCalled();
  });
});
