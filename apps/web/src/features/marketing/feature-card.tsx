import type { ReactNode } from 'react';
import classes from './marketing.module.css';

interface FeatureCardProps {
  icon: ReactNode;
  title: string;
  text: string;
  headingLevel: 2 | 3;
  children?: ReactNode;
}

/** A bordered card with an icon, a heading and a short text. */
export function FeatureCard({ icon, title, text, headingLevel, children }: FeatureCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={classes.card}>
      <span className={classes.cardIcon} aria-hidden="true">
        {icon}
      </span>
      <Heading className={classes.cardTitle}>{title}</Heading>
      <p className={classes.cardText}>{text}</p>
      {children}
    </article>
  );
}
