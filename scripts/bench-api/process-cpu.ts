// CPU time a process has used (user + system), read from Linux's /proc: what one scenario cost the
// server's process, a figure that moves less than latency when other work shares the machine.
import { readFileSync } from 'node:fs';

// Linux counts in clock ticks of 1/100 s (getconf CLK_TCK) on every common architecture.
const TICK_MS = 10;

/** Milliseconds of CPU used so far by `pid`, or undefined where /proc is not there. */
export function cpuMsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after its closing parenthesis;
    // utime and stime are fields 14 and 15 of the whole line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}
