import fs from 'node:fs';
import path from 'node:path';
import { sanitizeRichText } from './html';

// What the recipe editor writes must come back unchanged; everything else that could run or restyle the page must not.
describe('rich text sanitiser: the editor formats survive unchanged', () => {
  it.each([
    ['paragraphs and line breaks', '<p>Primeira linha<br />segunda</p><p>Outro parágrafo</p>'],
    ['headings h1 to h6', '<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6>'],
    ['bold, italic, underline, strike', '<p><strong>n</strong> <em>i</em> <u>s</u> <s>r</s></p>'],
    ['a quote', '<blockquote>Receita da vó</blockquote>'],
    ['a code block', '<pre><code>200 g de farinha\n  3 ovos</code></pre>'],
    ['nested lists', '<ol><li>um<ul><li>um.a</li><li>um.b<ol><li>fundo</li></ol></li></ul></li><li>dois</li></ol>'],
    ['an http link', '<p><a href="http://exemplo.com/a?b=1&amp;c=2">site</a></p>'],
    [
      'an https link opening a new tab',
      '<p><a href="https://exemplo.com" target="_blank" rel="noopener noreferrer">x</a></p>',
    ],
    ['a mailto link', '<p><a href="mailto:marina@exemplo.com">e-mail</a></p>'],
    ['a site-relative link', '<p><a href="/recipes/12">outra receita</a></p>'],
    ['a text colour', '<p><span style="color:#e53935">vermelho</span></p>'],
    ['a short hex colour', '<p><span style="color:#fff">branco</span></p>'],
    ['a background colour', '<p><span style="background-color:#fff59d">marca-texto</span></p>'],
    ['font size small', '<p><span style="font-size:0.75em">pequeno</span></p>'],
    ['font size large', '<p><span style="font-size:1.5em">grande</span></p>'],
    ['font size huge', '<p><span style="font-size:2.5em">enorme</span></p>'],
    ['several styles together', '<p><span style="color:#1e88e5;background-color:#ffffff;font-size:1.5em">x</span></p>'],
    [
      'an uploaded image in a figure',
      '<figure><img src="/uploads/2026/05/bolo-800.webp" alt="Bolo de fubá" /></figure>',
    ],
    ['a web image in a figure', '<figure><img src="https://cdn.exemplo.com/bolo.jpg" alt="" /></figure>'],
    [
      'a table with caption, head and body',
      '<table><caption>Rendimento</caption><thead><tr><th>Forma</th><th>Porções</th></tr></thead>' +
        '<tbody><tr><td>20 cm</td><td>8</td></tr><tr><td colspan="2">rende mais com 2 ovos</td></tr></tbody></table>',
    ],
  ])('%s', (_name, html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });
});

describe('rich text sanitiser: attacks are refused', () => {
  it.each([
    ['a script element', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['a script inside formatting', '<p><strong>a<script>alert(1)</script></strong></p>', '<p><strong>a</strong></p>'],
    ['an event handler', '<p onclick="steal()" onmouseover="x()">a</p>', '<p>a</p>'],
    [
      'a handler on an image',
      '<img src="https://x.com/a.jpg" onerror="steal()" />',
      '<img src="https://x.com/a.jpg" />',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
    ['a javascript: link in disguise', '<a href="  JaVaScRiPt:alert(1)">a</a>', '<a>a</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">a</a>', '<a>a</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">a</a>', '<a>a</a>'],
    ['a protocol-relative link', '<a href="//evil.example/x">a</a>', '<a>a</a>'],
    ['a data: image', '<figure><img src="data:image/png;base64,iVBORw0KGgo=" alt="x" /></figure>', '<figure></figure>'],
    ['a javascript: image', '<img src="javascript:alert(1)" />', ''],
    ['an image with a relative path outside uploads', '<img src="../../etc/passwd" />', ''],
    ['an image without a source', '<img alt="nada" />', ''],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
    ['an svg with script', '<svg><script>alert(1)</script></svg><p>a</p>', '<p>a</p>'],
    ['an object', '<object data="x.swf"></object>', ''],
    ['a style element', '<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['a form', '<form action="https://evil.example"><input name="senha" /></form>', ''],
    [
      'layout styles',
      '<p style="position:fixed;top:0;z-index:99;color:#ff0000">a</p>',
      '<p style="color:#ff0000">a</p>',
    ],
    ['text-align', '<p style="text-align:center">a</p>', '<p>a</p>'],
    ['a colour that is not hex', '<span style="color:red">a</span>', '<span>a</span>'],
    ['an rgb colour', '<span style="color:rgb(255, 0, 0)">a</span>', '<span>a</span>'],
    ['a url() background', '<span style="background-color:url(https://evil.example/t.gif)">a</span>', '<span>a</span>'],
    ['a background-image', '<span style="background-image:url(https://evil.example/t.gif)">a</span>', '<span>a</span>'],
    ['a font size not from the editor', '<span style="font-size:300px">a</span>', '<span>a</span>'],
    ['an expression()', '<span style="color:expression(alert(1))">a</span>', '<span>a</span>'],
    ['class names', '<p class="MuiButton-root ql-align-center">a</p>', '<p>a</p>'],
    ['ids', '<p id="root">a</p>', '<p>a</p>'],
    [
      'a link target other than a new tab',
      '<a href="https://x.com" target="_parent">a</a>',
      '<a href="https://x.com">a</a>',
    ],
  ])('%s', (_name, html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected);
  });
});

// The editor's own output (client/src/features/dashboard/rich-text/fixtures/every-format.html, whose round trip the
// client's converter tests): every format the toolbar can make survives sanitising unchanged.
describe('the dashboard editor output', () => {
  it('is kept exactly, every format of the toolbar', () => {
    const file = path.resolve(__dirname, '../../../client/src/features/dashboard/rich-text/fixtures/every-format.html');
    const html = fs.readFileSync(file, 'utf8');
    expect(sanitizeRichText(html)).toBe(html);
  });
});
