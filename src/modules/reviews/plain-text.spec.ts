import { plainText } from '../../common/plain-text.js';

describe('reviewText', () => {
  it('drops markup, and scripts with their content, but keeps the words', () => {
    expect(plainText('<p>Très <b>bon</b> produit</p><script>alert(1)</script>')).toBe('Très bon produit');
    expect(plainText('<img src=x onerror=alert(1)>Super')).toBe('Super');
  });

  it('gives back plain characters rather than HTML entities', () => {
    expect(plainText('Prix & qualité, 3 < 5 et "top"')).toBe('Prix & qualité, 3 < 5 et "top"');
  });

  it('collapses spaces, control characters and blank lines', () => {
    expect(plainText('  Très\u0000 content\t\t du lot\r\n\r\n\r\n\r\nMerci  ')).toBe('Très content du lot\n\nMerci');
  });
});
