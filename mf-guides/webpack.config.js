const { createAppConfigs } = require('../webpack.common.js');

const exposes = { './routes': './src/expose.tsx' };

module.exports = (options) => createAppConfigs({ name: 'guides', dir: __dirname, exposes, ...options });
module.exports.appName = 'guides';
module.exports.exposes = exposes;
module.exports.routes = require('./src/routes.json');
