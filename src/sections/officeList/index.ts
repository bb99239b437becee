import { defineSection } from '../types.ts';
import { OfficeList } from './OfficeList.tsx';
import './office-list.css';

export const officeList = defineSection(OfficeList);
