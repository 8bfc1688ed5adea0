const { createAppConfigs } = require('../webpack.common.js');

const exposes = { './app': './src/server-entry.tsx' };

module.exports = (options) =>
  createAppConfigs({ name: 'shell', dir: __dirname, exposes, browserEntry: './src/index.ts', ...options });
module.exports.appName = 'shell';
module.exports.exposes = exposes;
module.exports.routes = require('./src/routes.json');
