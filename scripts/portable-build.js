// The same source must give the same app version in any folder on any machine, and the
// version is a hash of the built files. Two things put the checkout's absolute path into
// them, both through module ids (webpack's deterministic ids hash each module's name, and a
// name that hashes into an id already taken moves another module to a new id):
//
// - Federation writes its runtime entry to node_modules/.federation/entry.<hash>.js, where
//   <hash> covers the ABSOLUTE path of its bundler runtime; the entry and the container
//   module are named after that file, and the unminified server bundle prints its name.
// - Federation's share modules ("provide module (default) react@19 = /abs/...") keep the
//   absolute path in the name webpack hashes (it only shortens paths between | and !).
//
// PortableFederationEntryPlugin points every use of that file at a copy named after its text
// with the checkout's root taken out (the copy's content is unchanged: the absolute import in
// it only guides resolution). PortableModuleIdsPlugin is webpack's deterministic module ids
// with the root taken out of every name before hashing.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { assignDeterministicIds, getFullModuleName, getUsedModuleIdsAndModules } = require('webpack/lib/ids/IdHelpers');
const { compareModulesByPreOrderIndexOrIdentifier } = require('webpack/lib/util/comparators');

const FEDERATION_ENTRY = /[\\/]\.federation[\\/]entry\.[0-9a-f]+\.js$/;
const toPosix = (file) => file.split(path.sep).join('/');
const withoutRoot = (text, root) => text.split(toPosix(root)).join('<root>').split(root).join('<root>');

class PortableFederationEntryPlugin {
  /** @param {string} root the checkout's root folder: the part of paths that differs between machines */
  constructor(root) {
    this.root = root;
    /** Entry file → its portable copy, made once per build (several hooks ask for it). */
    this.copies = new Map();
  }

  portableCopyOf(entryFile) {
    if (!FEDERATION_ENTRY.test(entryFile)) return entryFile;
    if (!this.copies.has(entryFile)) this.copies.set(entryFile, this.writeCopy(entryFile));
    return this.copies.get(entryFile);
  }

  writeCopy(entryFile) {
    const content = fs.readFileSync(entryFile, 'utf8');
    const hash = createHash('sha256').update(withoutRoot(content, this.root)).digest('hex').slice(0, 16);
    const copy = path.join(path.dirname(entryFile), `entry.portable.${hash}.js`);
    if (!fs.existsSync(copy) || fs.readFileSync(copy, 'utf8') !== content) {
      // Written whole under a temporary name, then renamed: another build reading it meanwhile
      // sees the old text or the new one, never half.
      fs.writeFileSync(`${copy}.${process.pid}`, content);
      fs.renameSync(`${copy}.${process.pid}`, copy);
    }
    return copy;
  }

  apply(compiler) {
    const name = 'PortableFederationEntryPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.addEntry.tap(name, (dependency) => {
        // The container entry's dependency carries the file into its module's name.
        if (typeof dependency.injectRuntimeEntry === 'string') dependency.injectRuntimeEntry = this.portableCopyOf(dependency.injectRuntimeEntry);
      });
    });
    compiler.hooks.normalModuleFactory.tap(name, (factory) => {
      factory.hooks.beforeResolve.tap(name, (resolveData) => {
        resolveData.request = this.portableCopyOf(resolveData.request);
      });
    });
  }
}

/** Use with optimization.moduleIds: false; the same algorithm and id space as 'deterministic'. */
class PortableModuleIdsPlugin {
  constructor(root) {
    this.root = root;
  }

  apply(compiler) {
    const name = 'PortableModuleIdsPlugin';
    compiler.hooks.compilation.tap(name, (compilation) => {
      compilation.hooks.moduleIds.tap(name, () => {
        const [usedIds, modules] = getUsedModuleIdsAndModules(compilation);
        assignDeterministicIds(
          modules,
          (module) => withoutRoot(getFullModuleName(module, compiler.context, compiler.root), this.root),
          compareModulesByPreOrderIndexOrIdentifier(compilation.moduleGraph),
          (module, id) => {
            if (usedIds.has(`${id}`)) return false;
            usedIds.add(`${id}`);
            compilation.chunkGraph.setModuleId(module, id);
            return true;
          },
          [1000],
          10,
          usedIds.size,
        );
      });
    });
  }
}

/** Plugins that keep the checkout's location out of a build (see above). */
const portableBuildPlugins = (root) => [new PortableFederationEntryPlugin(root), new PortableModuleIdsPlugin(root)];

module.exports = { portableBuildPlugins };
