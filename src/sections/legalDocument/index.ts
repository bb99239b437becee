import { defineSection } from '../types.ts';
import { LegalDocument } from './LegalDocument.tsx';
import './legal-document.css';

export const legalDocument = defineSection(LegalDocument);
