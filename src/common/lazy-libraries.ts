/**
 * Libraries heavy in memory (libvips behind sharp, the PDF fonts of pdfkit: about 50 MB of a process
 * together) load on their first use, not at every start: most processes never make an image or a PDF.
 */
export const loadSharp = async () => (await import('sharp')).default;
export const loadPdfKit = async () => (await import('pdfkit')).default;
