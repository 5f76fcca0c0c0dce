import { describe, expect, it } from 'vitest';
import { configureMediaSources } from '../src/lib/media-sources.ts';
import { cleanHtml } from '../src/modules/goods/index.ts';

describe('product descriptions keep formatting, never page tricks', () => {
  it('drops full-page overlays, tracking backgrounds and data: links', () => {
    const overlay = cleanHtml(
      '<p style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9">x</p>',
    );
    expect(overlay).toBe('<p>x</p>');
    const tracking = cleanHtml('<span style="background:url(https://evil.example/track)">x</span>');
    expect(tracking).toBe('<span>x</span>');
    const link = cleanHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>');
    expect(link).not.toContain('data:');
    expect(cleanHtml('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript');
  });

  it('keeps colours, alignment, sizes, https links and inline pictures', () => {
    const kept = cleanHtml(
      '<p style="color:#ff0000;text-align:center;font-size:16px">红</p><a href="https://shop.example/a">a</a><img src="data:image/png;base64,iVBORw0KGgo=" style="width:100%">',
    );
    expect(kept).toContain('style="color:#ff0000;text-align:center;font-size:16px"');
    expect(kept).toContain('href="https://shop.example/a"');
    expect(kept).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(kept).toContain('style="width:100%"');
  });

  it('drops pictures and videos the storefront page cannot show, keeps uploads', () => {
    configureMediaSources({ S3_PUBLIC_URL: 'https://cdn.example.com/media', PUBLIC_URL: undefined });
    const html = cleanHtml(
      '<p>a<img src="https://x.example/a.png">b<img src="/file/ok.png"><img src="https://cdn.example.com/media/b.png"></p>' +
        '<video src="https://x.example/v.mp4" controls></video><video src="/file/v.mp4" controls></video>' +
        '<img src="//x.example/c.png"><img src="/api/user">',
    );
    expect(html).toBe(
      '<p>ab<img src="/file/ok.png" /><img src="https://cdn.example.com/media/b.png" /></p><video src="/file/v.mp4" controls></video>',
    );
  });
});
