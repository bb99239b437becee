import { Actions } from '../../components/Actions.tsx';
import type { Action } from '../../config/types.ts';

export interface PageHeaderProps {
  type: 'pageHeader';
  id?: string;
  heading: string;
  text?: string;
  actions?: Action[];
}

export function PageHeader({ id, heading, text, actions }: PageHeaderProps) {
  return (
    <section className="page-header" id={id}>
      <div className="container">
        <h1>{heading}</h1>
        {text && <p className="page-header__text">{text}</p>}
        <Actions actions={actions} />
      </div>
    </section>
  );
}
