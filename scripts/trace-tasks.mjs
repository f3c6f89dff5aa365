// `node scripts/trace-tasks.mjs TRACE.json…` (traces from `npm run bench -- --save-lhr DIR --save-trace`):
// what fills the page's long tasks. For each trace, the main thread's tasks after the first
// contentful paint that a 4× slower phone (Lighthouse's mobile preset) turns into long tasks (over
// 12.5 ms here), with the blocking time each adds there (4 × duration − 50 ms), shared out by what
// ran inside: module evaluation, React's work (calls into the entry chunk), microtasks, compilation,
// style and layout, the trace's own copy of each script's source, time no event covers. Ends with the
// totals per kind, per trace (an estimate: Lighthouse simulates its own schedule, this sums the one
// observed).
// Each task is also shown with the main thread's CPU time in it (the trace's `tdur`): a task whose
// wall time is far above it was waiting — for a core the other processes held, or for a synchronous
// call to the browser process — and the second estimate counts the CPU time only (issue 42).
import { readFileSync } from 'node:fs';

const kind = (event) => {
  const name = event.name;
  if (/Layout|UpdateLayoutTree|Paint|Commit|Layerize|PrePaint/.test(name)) return 'style, layout, paint';
  if (name === 'v8.evaluateModule') return 'module evaluation';
  if (name === 'FunctionCall') {
    const url = (event.args?.data?.url ?? '').replace(/^https?:\/\/[^/]+/, '');
    return `call ${url}:${event.args?.data?.functionName ?? ''}`;
  }
  if (name === 'RunMicrotasks') return 'microtasks';
  if (
    /BytecodeBudget|HandleInterrupts|StackGuard|v8\.callFunction|v8\.newInstance|v8\.run|EvaluateScript|TimerFire|EventDispatch|RunYield/.test(
      name,
    )
  )
    return 'other script';
  if (/ScriptCatchup/.test(name)) return "the trace's copy of sources";
  if (/compile|Cache/i.test(name)) return 'compilation, code cache';
  if (/GC|Scaveng|MinorGC|MajorGC/.test(name)) return 'garbage collection';
  if (/Parse|Document/.test(name)) return 'HTML, document';
  return name;
};

const totals = new Map();
const files = process.argv.slice(2);
for (const file of files) {
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const events = raw.traceEvents ?? raw;
  // The page's main thread: the renderer main thread with the most events.
  let main = null;
  let most = 0;
  for (const meta of events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain',
  )) {
    const count = events.filter((e) => e.pid === meta.pid && e.tid === meta.tid).length;
    if (count > most) [main, most] = [meta, count];
  }
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? 0;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? start;
  const complete = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  console.log(`\n${file}`);
  let sum = 0;
  let cpuSum = 0;
  for (const task of complete.filter((e) => e.name === 'RunTask' && e.dur > 12_500 && e.ts >= fcp)) {
    const end = task.ts + task.dur;
    const inside = complete.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end);
    // Self time: each event's duration less its children's.
    const self = new Map(inside.map((e) => [e, e.dur]));
    const stack = [];
    for (const e of inside) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      if (stack.length) self.set(stack.at(-1), self.get(stack.at(-1)) - e.dur);
      stack.push(e);
    }
    const byKind = new Map();
    let covered = 0;
    for (const [e, us] of self) {
      byKind.set(kind(e), (byKind.get(kind(e)) ?? 0) + us);
      covered += us;
    }
    byKind.set('no event (task itself)', task.dur - covered);
    const blocking = Math.max(0, (4 * task.dur) / 1000 - 50);
    sum += blocking;
    const cpu = task.tdur ?? task.dur;
    cpuSum += Math.max(0, (4 * cpu) / 1000 - 50);
    for (const [k, us] of byKind) totals.set(k, (totals.get(k) ?? 0) + (blocking * us) / task.dur);
    const top = [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 4);
    console.log(
      `  +${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms  ${(task.dur / 1000).toFixed(1).padStart(5)} ms (CPU ${(cpu / 1000).toFixed(1).padStart(4)}) → ${blocking.toFixed(0).padStart(3)} ms blocking  ${top.map(([k, us]) => `${k} ${(us / 1000).toFixed(1)}`).join(' · ')}`,
    );
  }
  console.log(`  estimated blocking: ${sum.toFixed(0)} ms; from the thread's CPU time only: ${cpuSum.toFixed(0)} ms`);
}
console.log(`\nper trace, by kind (${files.length} traces):`);
for (const [k, ms] of [...totals].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms / files.length >= 1)) {
  console.log(`  ${(ms / files.length).toFixed(0).padStart(5)} ms  ${k}`);
}
