import { pageSlots } from '../../src/views/catalog/catalog-pagination.ts';
import { plainText, teaserText } from '../../domain/text.ts';
import { normalizeCatalogPath } from '../../src/views/catalog/catalog-text.ts';

describe('pageSlots', () => {
  it('lists every page when there are few', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(2, 3)).toEqual([1, 2, 3]);
    expect(pageSlots(1, 0)).toEqual([]);
  });

  it('keeps first, last and neighbours of the current page, with gaps between', () => {
    expect(pageSlots(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageSlots(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageSlots(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('shows a single skipped page instead of a gap', () => {
    expect(pageSlots(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageSlots(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  });
});

describe('teaser text', () => {
  it('drops tags and decodes entities', () => {
    expect(plainText('<p>Vitamin D3 &amp; K2</p><ul><li>vegan</li></ul>')).toBe('Vitamin D3 & K2 vegan');
    expect(plainText(null)).toBe('');
  });

  it('plainText is the text a reader sees: comments, script and style contents go, entities decode once', () => {
    expect(plainText('a<!-- </script> --> b<!-- open')).toBe('a b');
    expect(plainText('a<script>alert(1)</script>b<STYLE type="text/css">p{}</STYLE >c<script>x')).toBe(
      'a b c',
    );
    expect(plainText('&lt;b&gt; &#60;i&#x3E; &amp;lt; &amp;#60; &#0;&#x110000;&#xD800;')).toBe(
      '<b> <i> &lt; &#60;',
    );
  });

  it('cuts at 149 characters with an ellipsis', () => {
    const short = 'a'.repeat(149);
    expect(teaserText(short)).toBe(short);
    const long = `${'b'.repeat(149)}cdef`;
    expect(teaserText(long)).toBe(`${'b'.repeat(149)}…`);
  });
});

describe('normalizeCatalogPath', () => {
  it('strips slashes and the .html suffix', () => {
    expect(normalizeCatalogPath('/mineralstoffe/magnesium/')).toBe('mineralstoffe/magnesium');
    expect(normalizeCatalogPath('pro-magnesium-1-monat.html')).toBe('pro-magnesium-1-monat');
    expect(normalizeCatalogPath('//')).toBe('');
  });
});
