import { STAY } from './copy';

/** A clear page instead of a stack or a blank screen: wrong code, not this guest's stay, or cancelled. */
export function StayProblem({ title = STAY.notFoundTitle, message }: { title?: string; message: string }) {
  return (
    <div className="g-card g-problem">
      <h1 className="g-h2">{title}</h1>
      <p className="g-muted">{message}</p>
    </div>
  );
}
