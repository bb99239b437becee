// The median and the runs of a measure of npm run bench:scale, as its lines print them.

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const range = (values: number[], unit = 'ms') =>
  `median ${median(values).toFixed(0)} ${unit} (${values.map((value) => value.toFixed(0)).join(', ')})`;
