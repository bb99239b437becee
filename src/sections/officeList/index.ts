import { defineSection } from '../types.ts';
import { OfficeList, type OfficeListProps } from './OfficeList.tsx';
import './office-list.css';

export type { OfficeListProps };
export const officeList = defineSection<OfficeListProps>('officeList', OfficeList);
