// A small codegen plugin: re-exports the module codegen/apollo-documents-plugin.cjs writes for each .graphql file
// (config `modules`: the import paths, relative to the output), next to the operation types of the same file.
module.exports = {
  plugin(_schema, _documents, config) {
    return { content: config.modules.map((path) => `export * from '${path}';`).join('\n') };
  },
};
