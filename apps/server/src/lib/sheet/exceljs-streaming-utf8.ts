import { createRequire } from 'node:module';

interface SaxParser {
  on(event: 'error', fn: (err: Error) => void): void;
  on(event: 'opentag' | 'text' | 'closetag', fn: (value: unknown) => void): void;
  write(text: string): void;
}

/**
 * ExcelJS's streaming reader decodes every zip chunk on its own, so a Chinese character split
 * between two chunks comes out as U+FFFD. This replaces its SAX helper (same events, same shape)
 * with one that keeps an incomplete character for the next chunk. Must run before exceljs loads.
 */
export function loadExcelJsWithStreamingUtf8(): typeof import('exceljs') {
  const require = createRequire(import.meta.url);
  const helperPath = require.resolve('exceljs/lib/utils/parse-sax.js');
  const { SaxesParser } = createRequire(helperPath)('saxes') as { SaxesParser: new () => SaxParser };

  async function* parseSax(chunks: AsyncIterable<Buffer | string>) {
    const decoder = new TextDecoder('utf-8');
    const parser = new SaxesParser();
    let error: Error | undefined;
    let events: { eventType: string; value: unknown }[] = [];
    parser.on('error', (err) => {
      error = err;
    });
    for (const eventType of ['opentag', 'text', 'closetag'] as const) {
      parser.on(eventType, (value) => events.push({ eventType, value }));
    }
    for await (const chunk of chunks) {
      parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
      if (error) throw error;
      yield events;
      events = [];
    }
  }

  require.cache[helperPath] = {
    id: helperPath,
    filename: helperPath,
    loaded: true,
    exports: parseSax,
  } as unknown as NodeJS.Module;
  return require('exceljs') as typeof import('exceljs');
}
