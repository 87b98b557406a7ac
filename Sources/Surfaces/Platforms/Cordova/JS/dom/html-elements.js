// The HTML*Element classes (for `instanceof` checks in app code), `createElement` that
// gives each tag its class, and the legacy constructors `Image`, `Option` and `Audio`.
(function (dom) {
  'use strict';
  const { Element } = dom;

  const tagClasses = {};
  function createElement(name) {
    const el = new Element(name);
    const Kind = tagClasses[el.localName];
    if (Kind) Object.setPrototypeOf(el, Kind.prototype);
    return el;
  }
  // Browser constructor names, for `instanceof` checks in app code.
  const HTMLElement = class HTMLElement extends Element {};
  const elementClasses = { HTMLElement, HTMLUnknownElement: class HTMLUnknownElement extends HTMLElement {} };
  for (const [className, tags] of Object.entries({
    HTMLDivElement: ['div'], HTMLSpanElement: ['span'], HTMLParagraphElement: ['p'], HTMLAnchorElement: ['a'], HTMLAreaElement: ['area'],
    HTMLButtonElement: ['button'], HTMLInputElement: ['input'], HTMLTextAreaElement: ['textarea'], HTMLSelectElement: ['select'],
    HTMLOptionElement: ['option'], HTMLFormElement: ['form'], HTMLImageElement: ['img'], HTMLScriptElement: ['script'],
    HTMLStyleElement: ['style'], HTMLLinkElement: ['link'], HTMLMetaElement: ['meta'], HTMLHeadElement: ['head'],
    HTMLBodyElement: ['body'], HTMLHtmlElement: ['html'], HTMLTitleElement: ['title'], HTMLUListElement: ['ul'],
    HTMLOListElement: ['ol'], HTMLLIElement: ['li'], HTMLTableElement: ['table'], HTMLTableRowElement: ['tr'],
    HTMLTableCellElement: ['td', 'th'], HTMLLabelElement: ['label'], HTMLHeadingElement: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    HTMLBRElement: ['br'], HTMLHRElement: ['hr'], HTMLIFrameElement: ['iframe'], HTMLCanvasElement: ['canvas'],
    HTMLTemplateElement: ['template'], HTMLPreElement: ['pre'], HTMLVideoElement: ['video'], HTMLAudioElement: ['audio'],
    HTMLFieldSetElement: ['fieldset'], HTMLLegendElement: ['legend'], HTMLTableSectionElement: ['thead', 'tbody', 'tfoot'],
    HTMLDListElement: ['dl'], HTMLOptGroupElement: ['optgroup'], HTMLBaseElement: ['base'], HTMLObjectElement: ['object'],
    HTMLEmbedElement: ['embed'], HTMLSourceElement: ['source'], HTMLTableCaptionElement: ['caption'], HTMLTableColElement: ['col', 'colgroup'],
  })) {
    const Kind = { [className]: class extends HTMLElement {} }[className];
    elementClasses[className] = Kind;
    for (const tag of tags) tagClasses[tag] = Kind;
  }
  for (const tag of ['section', 'article', 'header', 'footer', 'nav', 'main', 'aside', 'b', 'i', 'em', 'strong', 'small', 'code', 'u', 's', 'mark', 'figure', 'figcaption', 'summary', 'abbr', 'cite']) tagClasses[tag] = HTMLElement;

  // Legacy constructors: `new Image(w, h)`, `new Option(text, value, defaultSelected, selected)`,
  // `new Audio(src)`. Images and media never load here (no decoding): no load or error event.
  const legacyConstructors = {
    Image: function Image(width, height) { const img = createElement('img'); if (width !== undefined) img.setAttribute('width', width); if (height !== undefined) img.setAttribute('height', height); return img; },
    Option: function Option(text, value, defaultSelected, selected) {
      const option = createElement('option');
      if (text !== undefined) option.textContent = String(text);
      if (value !== undefined) option.setAttribute('value', value);
      if (defaultSelected) option.setAttribute('selected', '');
      if (selected) option.selected = true;
      return option;
    },
    Audio: function Audio(src) { const audio = createElement('audio'); if (src !== undefined) audio.setAttribute('src', src); return audio; },
  };
  legacyConstructors.Image.prototype = elementClasses.HTMLImageElement.prototype;
  legacyConstructors.Option.prototype = elementClasses.HTMLOptionElement.prototype;
  legacyConstructors.Audio.prototype = elementClasses.HTMLAudioElement.prototype;
  Object.assign(elementClasses, legacyConstructors);

  Object.assign(dom, { HTMLElement, elementClasses, tagClasses, createElement });
})
