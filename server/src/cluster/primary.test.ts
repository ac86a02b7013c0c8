import { WORKER_SEMI_SPACE_FLAG, workerExecArgv } from './primary';

describe("workers' node flags", () => {
  it("keep the primary's own flags and add a larger young generation", () => {
    expect(workerExecArgv(['--enable-source-maps'])).toEqual(['--enable-source-maps', WORKER_SEMI_SPACE_FLAG]);
    expect(WORKER_SEMI_SPACE_FLAG).toBe('--max-semi-space-size=32');
  });

  it("leave the young generation to an operator who sized it (node's flags or NODE_OPTIONS)", () => {
    expect(workerExecArgv(['--max-semi-space-size=8'])).toEqual(['--max-semi-space-size=8']);
    expect(workerExecArgv([], '--max-old-space-size=2048 --max-semi-space-size=64')).toEqual([]);
  });
});
