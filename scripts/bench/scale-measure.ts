// What a measure of npm run bench:scale is given and what it reports (scripts/bench/scale.ts).

export interface ScaleContext {
  root: string;
  /** The generated config (scripts/bench/scale-config.ts). */
  configDir: string;
  /** The latest build of it, as the server would serve it. */
  buildDir: string;
  /** A folder of the run's own, removed at the end. */
  workDir: string;
}

export interface ScaleFigure {
  name: string;
  /** Wall time. */
  ms?: number;
  /** Processor time (of all its threads). */
  cpuMs?: number;
  peakRssMB?: number;
  /** What else the figure says (how many pages, what took the time). */
  detail?: string;
}

export interface ScaleMeasure {
  name: string;
  run(context: ScaleContext): Promise<ScaleFigure[]>;
}
