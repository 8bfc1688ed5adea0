// The component tests' kit (never part of the built library): one way to render a component as
// the site does, and one way to make the catalogue records it shows.
export * from './render-in-site';
export * from './catalogue-records';
