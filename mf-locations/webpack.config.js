const { createAppConfigs } = require('../webpack.common.js');

const exposes = { './routes': './src/expose.ts' };

module.exports = (options) => createAppConfigs({ name: 'locations', dir: __dirname, exposes, ...options });
module.exports.appName = 'locations';
module.exports.exposes = exposes;
module.exports.routes = require('./src/routes.json');
