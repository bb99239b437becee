import { Actions } from '../../components/Actions.tsx';
import type { PageHeaderProps } from '../../shared/generated/config-types.ts';

export function PageHeader({ id, heading, text, actions }: PageHeaderProps) {
  return (
    <section className="page-header" id={id}>
      <div className="container">
        <h1>{heading}</h1>
        {text && <p className="page-header__text">{text}</p>}
        <Actions actions={actions} block="page-header" />
      </div>
    </section>
  );
}
