// The form section is an island: React hydrates it in the browser (react-jsonschema-form needs it).
import { hydrateIslands } from '../hydrate-islands.ts';
import { form } from './index.ts';

export default hydrateIslands('form', form);
