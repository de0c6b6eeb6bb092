// form.js: the create form's fields of Slapshot and Power Play.
//
// The lobby (web/js/lobby.js, fill()) hands `params.map(field)`, an array,
// to replaceChildren, which writes "[object HTMLDivElement]" for each field.
// Until the lobby spreads that array, a module's `params` is an array whose
// map gives a DocumentFragment (replaceChildren takes its nodes) when every
// result is a DOM node (or null, a hidden field); the fragment still
// iterates, maps and filters as the array would, so a fixed lobby works too.
class Fields extends Array {
  static get [Symbol.species]() { return Array; }
  map(fn, self) {
    const out = Array.prototype.map.call(this, fn, self);
    if (typeof Node === 'undefined' || !out.length || !out.every((x) => x == null || x instanceof Node)) return out;
    const nodes = out.filter(Boolean);
    const frag = document.createDocumentFragment();
    frag.append(...nodes);
    frag[Symbol.iterator] = () => nodes[Symbol.iterator]();
    frag.map = (f) => nodes.map(f);
    frag.filter = (f) => nodes.filter(f);
    return frag;
  }
}

export function fields(list) {
  const a = new Fields();
  a.push(...list);
  return a;
}
