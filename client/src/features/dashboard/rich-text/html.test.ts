import fs from 'node:fs';
import path from 'node:path';
import { convertFromRaw, convertToRaw, type RawDraftContentBlock } from 'draft-js';
import { contentToHtml } from './content-to-html';
import { htmlToContent } from './html-to-content';

const roundTrip = (html: string) => contentToHtml(htmlToContent(html));

/** The first pass may normalise; the second must change nothing. Returns the first pass. */
function stable(html: string): string {
  const once = roundTrip(html);
  expect(roundTrip(once)).toBe(once);
  return once;
}

/** Canonical HTML comes back exactly as it went in, and again on the second pass. */
const unchanged = (html: string) => expect(stable(html)).toBe(html);

const raw = (html: string) => convertToRaw(htmlToContent(html));
const blocks = (html: string) => raw(html).blocks.map(({ type, text, depth }) => ({ type, text, depth }));

describe('HTML ↔ editor content', () => {
  describe('blocks', () => {
    it('keeps paragraphs and the six heading levels', () => {
      unchanged('<p>Massa de pão</p>');
      unchanged('<h1>Um</h1><h2>Dois</h2><h3>Três</h3><h4>Quatro</h4><h5>Cinco</h5><h6>Seis</h6><p>Texto</p>');
      expect(blocks('<h3>Modo de preparo</h3>')).toEqual([{ type: 'header-three', text: 'Modo de preparo', depth: 0 }]);
    });

    it('keeps quotes, one block per quoted paragraph', () => {
      unchanged('<blockquote>A melhor receita da vovó</blockquote>');
      expect(stable('<blockquote><p>Linha um</p><p>Linha dois</p></blockquote>')).toBe(
        '<blockquote>Linha um</blockquote><blockquote>Linha dois</blockquote>',
      );
    });

    it('keeps blank paragraphs between others, and drops a document with no text', () => {
      unchanged('<p>Antes</p><p></p><p>Depois</p>');
      expect(stable('<p></p><p>Só</p><p></p><p> </p>')).toBe('<p>Só</p>');
      expect(roundTrip('')).toBe('');
      expect(roundTrip('<p></p>')).toBe('');
      expect(roundTrip('<p><br></p><p>   </p>')).toBe('');
      expect(blocks('')).toEqual([{ type: 'unstyled', text: '', depth: 0 }]);
    });

    it("reads Quill's blank line (<p><br></p>) as one empty paragraph", () => {
      expect(blocks('<p>a</p><p><br></p><p>b</p>').map((b) => b.text)).toEqual(['a', '', 'b']);
    });

    it('splits a paragraph at <br>, since the site keeps no line breaks inside paragraphs', () => {
      expect(stable('<p>Linha um<br>Linha dois<br><br>Linha quatro<br></p>')).toBe(
        '<p>Linha um</p><p>Linha dois</p><p></p><p>Linha quatro</p>',
      );
    });

    it('collapses HTML whitespace as a browser shows it', () => {
      expect(stable('\n  <p>\n   Farinha   de\n trigo  </p>\n  <p> <strong> sal </strong> </p>\n')).toBe(
        '<p>Farinha de trigo</p><p><strong>sal</strong></p>',
      );
    });
  });

  describe('code blocks', () => {
    it('keeps newlines exactly, blank lines included, without doubling them', () => {
      const code = '<pre><code>function bolo() {\n\n  return "pronto";\n}</code></pre>';
      unchanged(code);
      expect(blocks(code).map((b) => b.text)).toEqual(['function bolo() {', '', '  return "pronto";', '}']);
      expect(roundTrip(roundTrip(roundTrip(code)))).toBe(code);
    });

    it('keeps blank lines at the start and the end of a code block', () => {
      unchanged('<pre><code>\nmeio\n\n</code></pre>');
      expect(blocks('<pre><code>\nmeio\n\n</code></pre>').map((b) => b.text)).toEqual(['', 'meio', '']);
      unchanged('<p>a</p><pre><code>\n</code></pre>');
    });

    it('writes consecutive code lines as one block and escapes markup in them', () => {
      const content = convertFromRaw({
        entityMap: {},
        blocks: ['if (a < b && c)', '', '  x();'].map((text): RawDraftContentBlock => ({
          key: '',
          type: 'code-block',
          text,
          depth: 0,
          inlineStyleRanges: [],
          entityRanges: [],
        })),
      });
      const html = contentToHtml(content);
      expect(html).toBe('<pre><code>if (a &lt; b &amp;&amp; c)\n\n  x();</code></pre>');
      expect(roundTrip(html)).toBe(html);
    });

    it('reads a bare <pre> and code inside it without an inline code style', () => {
      expect(stable('<pre>a\n  b</pre>')).toBe('<pre><code>a\n  b</code></pre>');
    });
  });

  describe('lists', () => {
    it('keeps nested ordered and unordered lists, depth from nesting', () => {
      const html =
        '<ul><li>Massa<ul><li>Farinha<ol><li>Peneirada</li><li>Fina</li></ol></li><li>Ovos</li></ul></li><li>Recheio</li></ul>';
      unchanged(html);
      expect(blocks(html)).toEqual([
        { type: 'unordered-list-item', text: 'Massa', depth: 0 },
        { type: 'unordered-list-item', text: 'Farinha', depth: 1 },
        { type: 'ordered-list-item', text: 'Peneirada', depth: 2 },
        { type: 'ordered-list-item', text: 'Fina', depth: 2 },
        { type: 'unordered-list-item', text: 'Ovos', depth: 1 },
        { type: 'unordered-list-item', text: 'Recheio', depth: 0 },
      ]);
    });

    it('keeps styled links inside nested items', () => {
      unchanged(
        '<ol><li>Veja <a href="https://receitas.example/dicas"><strong>as dicas</strong> de forno</a><ul><li><span style="color:#b5532f"><em>quente</em></span></li></ul></li></ol>',
      );
    });

    it('starts a new list where the kind changes at the same depth', () => {
      unchanged('<ul><li>a</li></ul><ol><li>b</li></ol><p>fim</p><ol><li>c</li></ol>');
    });

    it('moves an item with no parent item up to the depth it can have', () => {
      expect(stable('<ul><li class="ql-indent-2">órfão</li></ul>')).toBe('<ul><li>órfão</li></ul>');
      const content = convertFromRaw({
        entityMap: {},
        blocks: [
          { key: '', type: 'ordered-list-item', text: 'um', depth: 0, inlineStyleRanges: [], entityRanges: [] },
          { key: '', type: 'ordered-list-item', text: 'três', depth: 3, inlineStyleRanges: [], entityRanges: [] },
        ],
      });
      expect(contentToHtml(content)).toBe('<ol><li>um<ol><li>três</li></ol></li></ol>');
    });

    it('reads flat Quill lists (ql-indent-N, data-list) and paragraphs inside items', () => {
      expect(
        stable(
          '<ol><li data-list="bullet">a</li><li data-list="bullet" class="ql-indent-1">b</li></ol><ul><li><p>c</p></li></ul>',
        ),
      ).toBe('<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>');
    });
  });

  describe('inline formats', () => {
    it('keeps bold, italic, underline and strike, nested without repeating tags', () => {
      unchanged('<p><strong>negrito</strong> <em>itálico</em> <u>sublinhado</u> <s>riscado</s></p>');
      unchanged('<p><strong>a<em>b<u>c</u></em></strong>d</p>');
    });

    it('reads the usual synonyms and CSS of other editors', () => {
      expect(stable('<p><b>a</b><i>b</i><strike>c</strike><del>d</del><ins>e</ins></p>')).toBe(
        '<p><strong>a</strong><em>b</em><s>cd</s><u>e</u></p>',
      );
      expect(
        stable(
          '<p><span style="font-weight:700">a</span><span style="font-style: italic">b</span><span style="text-decoration: underline line-through">c</span></p>',
        ),
      ).toBe('<p><strong>a</strong><em>b</em><u><s>c</s></u></p>');
    });

    it('does not bold Google Docs paste wrapped in <b style="font-weight:normal">', () => {
      expect(
        stable(
          '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-size:11pt;font-weight:700;background-color:transparent">Forno</span><span style="font-size:11pt"> a 180°</span></p></b>',
        ),
      ).toBe('<p><strong>Forno</strong> a 180°</p>');
    });

    it('keeps text colour, background and size as one span', () => {
      unchanged('<p><span style="color:#b5532f;background-color:#fbf7f2;font-size:1.5em">destaque</span> normal</p>');
      unchanged(
        '<p><span style="font-size:0.75em">pequeno</span><span style="font-size:1.5em">grande</span><span style="font-size:2.5em">enorme</span></p>',
      );
      expect(raw('<p><span style="color:#abc;font-size:2.5em">x</span></p>').blocks[0].inlineStyleRanges).toEqual([
        { style: 'color-#aabbcc', offset: 0, length: 1 },
        { style: 'fontsize-huge', offset: 0, length: 1 },
      ]);
    });

    it('normalises rgb() colours to hex and ignores transparent and named ones', () => {
      expect(
        stable(
          '<p><span style="color: rgb(181, 83, 47); background-color: rgba(0, 0, 0, 0)">a</span><span style="color:red">b</span></p>',
        ),
      ).toBe('<p><span style="color:#b5532f">a</span>b</p>');
      expect(stable('<p><span style="background-color: rgba(95, 122, 77, 1)">c</span></p>')).toBe(
        '<p><span style="background-color:#5f7a4d">c</span></p>',
      );
    });

    it('reads Quill size classes and CSS size keywords', () => {
      expect(stable('<p><span class="ql-size-huge">a</span><span style="font-size: x-large">b</span></p>')).toBe(
        '<p><span style="font-size:2.5em">a</span><span style="font-size:1.5em">b</span></p>',
      );
    });

    it('nests a colour change inside bold text', () => {
      unchanged('<p><strong>a<span style="color:#5f7a4d">b</span>c</strong></p>');
    });

    it('keeps inline code', () => {
      unchanged('<p>Use <code>180°C</code> no forno</p>');
    });

    it('counts characters as draft-js does, so formatting after an emoji stays in place', () => {
      unchanged('<p>😀🎂 <strong>bolo</strong> <em>de 🍫</em></p>');
    });

    it('escapes text and attributes', () => {
      unchanged('<p>5 &lt; 6 &amp; "aspas" &gt; nada</p>');
      unchanged(
        '<figure><img src="https://receitas.example/a.jpg?x=1&amp;y=2" alt="Bolo &quot;fofinho&quot;" /></figure>',
      );
    });
  });

  describe('links', () => {
    it('keeps http(s), mailto and relative links as LINK entities', () => {
      unchanged(
        '<p><a href="https://receitas.example">site</a> <a href="mailto:chef@receitas.example">e-mail</a> <a href="/recipes/12">receita</a></p>',
      );
      const content = htmlToContent('<p><a href="/recipes/12">receita</a></p>');
      const entity = content.getEntity(content.getFirstBlock().getEntityAt(0));
      expect(entity.getType()).toBe('LINK');
      expect(entity.getData()).toEqual({ url: '/recipes/12' });
    });

    it('keeps the text of links with unsafe targets, without the link', () => {
      expect(
        stable(
          '<p><a href="javascript:alert(1)">um</a> <a href="data:text/html,x">dois</a> <a href="//evil.example">três</a> <a>quatro</a></p>',
        ),
      ).toBe('<p>um dois três quatro</p>');
    });

    it('writes two neighbouring links as two links', () => {
      unchanged('<p><a href="https://a.example">a</a><a href="https://a.example">b</a></p>');
    });
  });

  describe('images', () => {
    it('keeps an image between paragraphs as an atomic block with an IMAGE entity', () => {
      const html =
        '<p>Antes</p><figure><img src="https://cdn.example/bolo.jpg" alt="Bolo de cenoura" /></figure><p>Depois</p>';
      unchanged(html);
      const content = htmlToContent(html);
      const atomic = content.getBlocksAsArray()[1];
      expect(atomic.getType()).toBe('atomic');
      const entity = content.getEntity(atomic.getEntityAt(0));
      expect(entity.getType()).toBe('IMAGE');
      expect(entity.getData()).toEqual({ src: 'https://cdn.example/bolo.jpg', alt: 'Bolo de cenoura' });
    });

    it('lifts an image out of a paragraph and keeps the text on both sides', () => {
      expect(stable('<p>antes <img src="/uploads/a.jpg"> depois <strong>e mais</strong></p>')).toBe(
        '<p>antes</p><figure><img src="/uploads/a.jpg" alt="" /></figure><p>depois <strong>e mais</strong></p>',
      );
    });

    it('keeps a caption as a paragraph after its image', () => {
      expect(stable('<figure><img src="/u/a.jpg" alt="a" /><figcaption>Legenda</figcaption></figure>')).toBe(
        '<figure><img src="/u/a.jpg" alt="a" /></figure><p>Legenda</p>',
      );
    });

    it('holds pasted data: images for upload but never writes them', () => {
      const content = htmlToContent('<p>x</p><img src="data:image/png;base64,iVBORw0KGgo=" alt="colada" />');
      const atomic = content.getLastBlock();
      expect(content.getEntity(atomic.getEntityAt(0)).getData()).toEqual({
        src: 'data:image/png;base64,iVBORw0KGgo=',
        alt: 'colada',
      });
      expect(contentToHtml(content)).toBe('<p>x</p>');
    });

    it('drops images with no usable address', () => {
      expect(stable('<p>a</p><img><img src="javascript:alert(1)"><p>b</p>')).toBe('<p>a</p><p>b</p>');
    });
  });

  describe('tables', () => {
    it('keeps a table between paragraphs as one atomic block, written back verbatim', () => {
      const html =
        '<p>Antes</p><table><caption>Medidas</caption><thead><tr><th>Ingrediente</th><th>Qtd.</th></tr></thead><tbody><tr><td><strong>Farinha</strong></td><td>2 xícaras</td></tr></tbody></table><p>Depois</p>';
      unchanged(html);
      const content = htmlToContent(html);
      expect(content.getBlocksAsArray().map((b) => b.getType())).toEqual(['unstyled', 'atomic', 'unstyled']);
      expect(content.getEntity(content.getBlocksAsArray()[1].getEntityAt(0)).getType()).toBe('TABLE');
    });

    it('keeps only structure, simple formatting and safe links inside a table', () => {
      expect(
        stable(
          '<table onclick="x()" style="width:100%"><colgroup><col></colgroup><tr><td colspan="2" style="color:red" onmouseover="x()">a<script>alert(1)</script> <a href="javascript:x">b</a><br><img src="x.jpg" onerror="alert(1)"></td></tr><tfoot><tr><td>c</td></tr></tfoot></table>',
        ),
      ).toBe(
        '<table><tbody><tr><td colspan="2">a b <img src="x.jpg" alt="" /></td></tr></tbody><tbody><tr><td>c</td></tr></tbody></table>',
      );
    });

    it('takes the outermost table only, nested ones stay inside it', () => {
      expect(stable('<table><tr><td><table><tr><td>dentro</td></tr></table></td></tr></table>')).toBe(
        '<table><tbody><tr><td><table><tbody><tr><td>dentro</td></tr></tbody></table></td></tr></tbody></table>',
      );
    });
  });

  describe('unknown markup', () => {
    it('keeps the text of unknown elements and drops scripts, styles and media', () => {
      expect(
        stable(
          '<div><article>Texto <foo-bar>estranho</foo-bar></article></div><marquee>rolando</marquee><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><p>fim</p>',
        ),
      ).toBe('<p>Texto estranho</p><p>rolando</p><p>fim</p>');
    });

    it('keeps the outer block type for blocks nested inside it', () => {
      expect(stable('<blockquote><h2>Título</h2></blockquote><ul><li><h3>Item</h3></li></ul>')).toBe(
        '<blockquote>Título</blockquote><ul><li>Item</li></ul>',
      );
    });
  });

  it('keeps a document that mixes every format, identical on the second pass', () => {
    const html = [
      '<h2>Bolo de <em>cenoura</em></h2>',
      '<p>Um <strong>clássico</strong> com <span style="color:#b5532f;font-size:1.5em">cobertura</span> e <a href="https://receitas.example/calda">calda</a>.</p>',
      '<figure><img src="https://cdn.example/bolo.jpg" alt="Bolo" /></figure>',
      '<ol><li>Bata<ul><li><s>à mão</s> no liquidificador</li></ul></li><li>Asse</li></ol>',
      '<blockquote>Receita da vovó</blockquote>',
      '<table><tbody><tr><td>Forno</td><td>180 °C</td></tr></tbody></table>',
      '<pre><code>tempo = 40\n\nmin</code></pre>',
      '<p></p>',
      '<h6>Fim</h6>',
    ].join('');
    unchanged(html);
  });

  // The same file is fed to the server's sanitiser (server/src/shared/html.test.ts), which must keep it as it is.
  it('keeps the shared every-format document exactly as it is', () => {
    unchanged(fs.readFileSync(path.join(__dirname, 'fixtures/every-format.html'), 'utf8'));
  });
});
