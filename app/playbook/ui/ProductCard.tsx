import { Link } from 'react-router';
import { useTranslation } from '~/i18n/react';
import type { ProductRow } from '../catalogue.server';
import { CardImage } from './CardImage';
import { Description } from './Description';
import { ProductActions } from './ProductActions';

/** A product of a portfolio as a card: its picture, name (the link to its page), model, description and actions. */
export function ProductCard({ row }: { row: ProductRow }) {
  const { t } = useTranslation('playbook');
  const name = row.name ?? t('noName');
  return (
    <article className="card playbook-card">
      <CardImage src={row.image} />
      <h2 className="playbook-card__title">
        <Link to={row.href}>{name}</Link>
      </h2>
      {row.model ? <p className="playbook-card__model">{row.model}</p> : null}
      <Description summaryHtml={row.summaryHtml} moreHtml={row.moreHtml} />
      <ProductActions row={row} name={name} />
    </article>
  );
}
