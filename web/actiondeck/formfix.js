// formfix.js: a workaround for the shared create form (web/js/lobby.js,
// fill()): it passes `mod.params.map(field)`, an array, to replaceChildren,
// which writes "[object HTMLDivElement],..." instead of the fields. Until
// lobby.js spreads it (`...mod.params.map((f) => field(f, p)).filter(Boolean)`),
// the module's params are a ParamList: an array in every way but map,
// which, when every result is a DOM node (or null), gives those nodes in a
// DocumentFragment that replaceChildren takes as nodes, and that a fixed
// lobby.js can still spread or filter. Delete this file once lobby.js is
// fixed and make params a plain array again.
class NodeBundle {
  static of(nodes) {
    const frag = document.createDocumentFragment();
    const list = nodes.filter(Boolean);
    frag.append(...list);
    frag[Symbol.iterator] = function* iter() { yield* list; };
    frag.filter = (fn) => list.filter(fn);
    frag.map = (fn) => list.map(fn);
    return frag;
  }
}

export class ParamList extends Array {
  static get [Symbol.species]() { return Array; }

  map(fn, self) {
    const out = Array.prototype.map.call(this, fn, self);
    const nodes = typeof Node !== 'undefined' && out.length > 0 && out.every((x) => x === null || x === undefined || x instanceof Node);
    return nodes ? NodeBundle.of(out) : out;
  }
}

export function paramList(fields) {
  const list = new ParamList();
  list.push(...fields);
  return list;
}
