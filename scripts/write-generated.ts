// npm run schemas: rewrites what is derived from schemas/ (scripts/schemas/write-generated.ts).
import { resolve } from 'node:path';
import { writeGenerated } from './schemas/write-generated.ts';

for (const file of await writeGenerated(resolve(import.meta.dirname, '..'))) console.log(`wrote ${file}`);
