module.exports = {
  projects: ['shared', 'shell', 'mf-reviews', 'mf-guides', 'mf-locations', 'mf-newsletter'].map((dir) => `<rootDir>/${dir}`),
  // A worker per core: Jest's default leaves one core to its main process, which only waits
  // (two cores: 21 s with one worker, 16 s with two).
  maxWorkers: '100%',
};
