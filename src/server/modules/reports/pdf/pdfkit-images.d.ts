// pdfkit can open an image once and draw it on every page without embedding it again, but
// @types/pdfkit does not declare openImage() nor drawing an opened image.
declare namespace PDFKit {
  interface OpenedImage {
    readonly width: number;
    readonly height: number;
  }

  interface PDFDocument {
    openImage(src: Buffer): OpenedImage;
    image(src: OpenedImage, x?: number, y?: number, options?: Mixins.ImageOption): this;
  }
}
