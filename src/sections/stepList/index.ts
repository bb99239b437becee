import { defineSection } from '../types.ts';
import { StepList } from './StepList.tsx';
import './step-list.css';

export const stepList = defineSection(StepList);
