import { trimPastedHtml } from './trim-html';

describe('trimPastedHtml', () => {
  it('keeps the recipe markup and its JSON-LD, and drops styles, inline pictures and other scripts', () => {
    const page = [
      '<html><head><style>.a{color:red}</style>',
      '<script>window.ads = [1,2,3]</script>',
      '<script type="application/ld+json">{"@type":"Recipe","name":"Bolo"}</script>',
      '<!-- tracking pixel -->',
      '</head><body><svg viewBox="0 0 10 10"><path d="M0 0"/></svg>',
      '<h2>Ingredientes</h2><ul><li>2 ovos</li></ul><iframe src="x"></iframe></body></html>',
    ].join('\n');
    const trimmed = trimPastedHtml(page);
    expect(trimmed).toContain('{"@type":"Recipe","name":"Bolo"}');
    expect(trimmed).toContain('<li>2 ovos</li>');
    for (const gone of ['color:red', 'window.ads', 'tracking pixel', '<svg', '<iframe']) {
      expect(trimmed).not.toContain(gone);
    }
  });
});
