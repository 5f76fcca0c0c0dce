import { useRender } from '../context.ts';
import { Icon } from '../icons.tsx';
import { Picture } from '../Picture.tsx';
import type { KindProps } from '../types.ts';

/**
 * A 16:9 player that loads nothing until played; the canvas shows its poster only. A video from an
 * address the page cannot show is left out.
 */
export function Video({ component }: KindProps<'video'>) {
  const { mode, texts, media } = useRender();
  const src = media(component.src);
  if (mode === 'canvas')
    return (
      <div className="sf-video sf-video-poster" title={texts.video}>
        {component.poster ? <Picture src={component.poster} /> : null}
        <span className="sf-video-play">
          <Icon name="play" size={28} />
        </span>
      </div>
    );
  if (!src) return null;
  return (
    <div className="sf-video">
      <video
        src={src}
        poster={media(component.poster) ?? undefined}
        controls
        playsInline
        preload="none"
        autoPlay={component.autoplay}
        muted={component.autoplay}
      />
    </div>
  );
}
