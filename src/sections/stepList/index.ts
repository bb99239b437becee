import { defineSection } from '../types.ts';
import { StepList, type StepListProps } from './StepList.tsx';
import './step-list.css';

export type { StepListProps };
export const stepList = defineSection<StepListProps>('stepList', StepList);
