import { defineSection } from '../types.ts';
import { LegalDocument, type LegalDocumentProps } from './LegalDocument.tsx';
import './legal-document.css';

export type { LegalDocumentProps };
export const legalDocument = defineSection<LegalDocumentProps>('legalDocument', LegalDocument);
