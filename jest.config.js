module.exports = {
  projects: ['shared', 'shell', 'mf-reviews', 'mf-guides', 'mf-locations', 'mf-newsletter'].map((dir) => `<rootDir>/${dir}`),
};
