import styles from './hero-facts.module.css';

export interface HeroFact {
  label: string;
  value: string;
}

/** A few facts on the hero's dark ground: how long, how many steps, how many articles. */
export function HeroFacts({ facts }: { facts: HeroFact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
