import { useRender } from '../context.ts';
import { Icon } from '../icons.tsx';
import { Link } from '../Link.tsx';
import type { KindProps } from '../types.ts';

/** A section heading, with a line under it and a "more" link at the right when set. */
export function Title({ component }: KindProps<'title'>) {
  const { texts } = useRender();
  const more = component.moreLink ? component.moreText || texts.more : component.moreText;
  return (
    <div className={`sf-title sf-title-${component.align}`}>
      <div className="sf-title-text">
        <h3>{component.text}</h3>
        {component.subtitle ? <p>{component.subtitle}</p> : null}
      </div>
      {more ? (
        <Link link={component.moreLink} className="sf-title-more">
          {more}
          <Icon name="right" size={12} />
        </Link>
      ) : null}
    </div>
  );
}
