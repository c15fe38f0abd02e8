import { plainText } from '../../common/plain-text.js';

describe('plainText', () => {
  it('drops markup but keeps the words', () => {
    // a script's content is dropped with its tags
    expect(plainText('<b>Merci</b> Mbolo <script>alert(1)</script>!')).toBe('Merci Mbolo !');
    expect(plainText('<img src=x onerror=alert(1)>Super')).toBe('Super');
  });

  it('keeps text that merely looks like a comparison', () => {
    expect(plainText('3 < 5 et 5 > 3')).toBe('3 < 5 et 5 > 3');
  });

  it('collapses spaces, control characters and blank lines', () => {
    expect(plainText('  Très\u0000 content\t\t du lot\r\n\r\n\r\n\r\nMerci  ')).toBe('Très content du lot\n\nMerci');
  });
});
