// What the documents plugins share: the fragments of every document, and those an operation spreads.
const { Kind, visit } = require('graphql');

/** Every fragment definition of the documents, by name. */
function fragmentsOf(documents) {
  const fragments = new Map();
  for (const { document } of documents) {
    for (const def of document?.definitions ?? []) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
  }
  return fragments;
}

/** The fragments `node` spreads, transitively, in order of first use. */
function spreadFragments(node, fragments, found = new Map()) {
  visit(node, {
    FragmentSpread(spread) {
      const name = spread.name.value;
      if (found.has(name)) return;
      const fragment = fragments.get(name);
      if (!fragment) throw new Error(`Unknown fragment ${name}`);
      found.set(name, fragment);
      spreadFragments(fragment, fragments, found);
    },
  });
  return [...found.values()];
}

module.exports = { fragmentsOf, spreadFragments };
