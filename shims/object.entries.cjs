// node-polyglot (react-admin's translations) requires the `object.entries` polyfill, which brings
// ~40 KB of es-abstract helpers for an ES2017 built-in every supported browser has.
module.exports = Object.entries;
