// What a benchmark figure depends on besides the code: the machine, the commit, and how busy the machine was.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { root } from './start-app.mjs';

/** @returns {{ cpu: string, cores: number, ramGiB: number, node: string }} */
export function machine() {
  const cpuinfo = fs.existsSync('/proc/cpuinfo') ? fs.readFileSync('/proc/cpuinfo', 'utf8') : '';
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? 'unknown CPU';
  return {
    cpu: model.trim(),
    cores: os.availableParallelism(),
    ramGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
  };
}

/**
 * The checked-out commit, marked when the work tree has changes (the figures are then not that commit's); the
 * results file itself does not count, as every run rewrites it.
 */
export function gitCommit() {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    const dirty = git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!docs/performance.md') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' (with uncommitted changes)' : ''}`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** The 1-, 5- and 15-minute load averages as /proc/loadavg prints them. */
export const loadAverage = () => os.loadavg().map((n) => n.toFixed(2));

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux this runs on

/** CPU seconds the whole machine spent busy (all cores), from /proc/stat. */
function machineBusySeconds() {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}

/**
 * CPU seconds a process has used, from /proc/PID/stat; with `children`, also those of its children that have exited
 * and been waited for (for this process: the apps, nginx, Lighthouse and its Chromium).
 * @param {number | 'self'} pid @param {{ children?: boolean }} [options]
 */
export function cpuSeconds(pid, { children = false } = {}) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces: utime, stime, cutime, cstime are 14–17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (
    fields
      .slice(11, children ? 15 : 13)
      .map(Number)
      .reduce((a, b) => a + b, 0) / TICKS_PER_SECOND
  );
}

/** @param {number} pid @returns {number[]} the process and its descendants alive now (the cluster's workers) */
export function processTree(pid) {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    const tasks = `/proc/${tree[i]}/task`;
    if (!fs.existsSync(tasks)) continue;
    for (const task of fs.readdirSync(tasks)) {
      try {
        const children = fs.readFileSync(`${tasks}/${task}/children`, 'utf8').trim();
        if (children) tree.push(...children.split(/\s+/).map(Number));
      } catch {
        /* the task ended meanwhile */
      }
    }
  }
  return tree;
}

/**
 * CPU seconds a process and all its descendants have used, all threads included (the zlib thread pool's too), also
 * descendants that have exited and been waited for; a process that ends while being read counts for nothing.
 * @param {number} pid
 */
export function treeCpuSeconds(pid) {
  let total = 0;
  for (const member of processTree(pid)) {
    try {
      total += cpuSeconds(member, { children: true });
    } catch {
      /* ended meanwhile */
    }
  }
  return total;
}

/**
 * Starts counting the CPU that other processes use (other engineers' builds and tests on a shared machine): the load
 * average alone cannot tell them apart from the benchmark's own app and load generator. Call the result once every
 * child has exited; pass it the CPU seconds of measured servers that are not this process's children (they count as
 * the benchmark's own).
 * @returns {(oursElsewhere?: number) => { otherCores: number } | null} average cores used by others; null where /proc
 *   is missing
 */
export function watchOtherLoad() {
  if (!fs.existsSync('/proc/stat')) return () => null;
  const started = { at: performance.now(), machine: machineBusySeconds(), own: cpuSeconds('self', { children: true }) };
  return (oursElsewhere = 0) => {
    const seconds = (performance.now() - started.at) / 1000;
    const own = cpuSeconds('self', { children: true }) - started.own + oursElsewhere;
    const others = machineBusySeconds() - started.machine - own;
    return { otherCores: Math.max(0, others) / seconds };
  };
}
