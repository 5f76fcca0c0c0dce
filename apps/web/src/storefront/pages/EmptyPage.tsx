export interface EmptyPageProps {
  text: string;
  /** Where the one link goes on (home, the cart) and its words. */
  href: string;
  link: string;
  /** The text is a refusal, read out when it appears. */
  alert?: boolean;
  testId?: string;
}

/** A page with nothing to show: why, and one link on. */
export function EmptyPage({ text, href, link, alert, testId }: EmptyPageProps) {
  return (
    <div className="sf-problem" data-testid={testId}>
      <p role={alert ? 'alert' : undefined}>{text}</p>
      <a className="sf-button" href={href}>
        {link}
      </a>
    </div>
  );
}
