// The page's Content-Security-Policy refuses style elements (no inline
// style), and Monaco, Radix and React Aria write rules into style elements
// at run time. Here document.createElement('style') gives them an element
// that keeps its rules in a constructed style sheet instead, which the
// policy does not govern (only this page's own scripts make one), adopted
// by its document or shadow root while it is connected.
class ConstructedStyle extends HTMLElement {
  readonly sheet = new CSSStyleSheet();
  type = '';
  media = '';
  private css = '';
  private root: Document | ShadowRoot | null = null;

  connectedCallback() {
    const root = this.getRootNode();
    if (root instanceof Document || root instanceof ShadowRoot) {
      this.root = root;
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.sheet];
    }
  }

  disconnectedCallback() {
    if (this.root) {
      this.root.adoptedStyleSheets = this.root.adoptedStyleSheets.filter((s) => s !== this.sheet);
      this.root = null;
    }
  }

  /** The style sheet's text, as a style element's text content. */
  get cssText(): string {
    return this.css;
  }

  set cssText(css: string) {
    this.css = css;
    this.sheet.replaceSync(css);
  }

  override appendChild<T extends Node>(node: T): T {
    if (node instanceof Text) {
      this.cssText += node.data;
      return node;
    }
    return super.appendChild(node);
  }
}

// textContent and innerText set and read the style sheet's text; the
// element itself has no content.
for (const name of ['textContent', 'innerText']) {
  Object.defineProperty(ConstructedStyle.prototype, name, {
    get(this: ConstructedStyle) {
      return this.cssText;
    },
    set(this: ConstructedStyle, css: string | null) {
      this.cssText = css ?? '';
    },
  });
}

customElements.define('constructed-style', ConstructedStyle);

const createElement = Document.prototype.createElement;
Document.prototype.createElement = function (this: Document, tagName: string, options?: ElementCreationOptions) {
  if (String(tagName).toLowerCase() === 'style') return new ConstructedStyle();
  return createElement.call(this, tagName, options);
} as typeof createElement;
