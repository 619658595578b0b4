/** schemas:check problems shown in place of a screen: where (file:line) and what, one per line. */
import './problems.css';

/** `schemas/screens/home.json:42 /body/1: message` as its place and its sentence. */
function split(problem: string): { where: string; what: string } {
  const match = /^(\S+) (\/\S*): ([\s\S]*)$/.exec(problem);
  return match ? { where: `${match[1]} ${match[2]}`, what: match[3]! } : { where: '', what: problem };
}

export function ProblemList({ problems, title }: { problems: readonly string[]; title: string }) {
  return (
    <section className="gallery-problems" aria-label={title}>
      <h3 className="gallery-problems__title">{title}</h3>
      <ul className="gallery-problems__list">
        {problems.map((problem, index) => {
          const { where, what } = split(problem);
          return (
            <li key={index} className="gallery-problems__item">
              {where && <code className="gallery-problems__where">{where}</code>}
              <span className="gallery-problems__what">{what}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
