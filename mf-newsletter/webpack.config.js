const { createAppConfigs } = require('../webpack.common.js');

const exposes = { './routes': './src/expose.ts' };

module.exports = (options) => createAppConfigs({ name: 'newsletter', dir: __dirname, exposes, ...options });
module.exports.appName = 'newsletter';
module.exports.exposes = exposes;
module.exports.routes = require('./src/routes.json');
