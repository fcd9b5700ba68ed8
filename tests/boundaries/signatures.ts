// What each export of a package declares it takes, read from its src/index.ts with the
// TypeScript checker: for every parameter (and every property of an object parameter), the
// kind of value the boundary test may call wrong. A new export, or a new package, is read the
// same way without editing the test.
import { join } from 'node:path';
import ts from 'typescript';

/** What a parameter or an option property declares, as far as a wrong type is concerned. */
export type Expect =
  | { readonly kind: 'string' }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'number' }
  | { readonly kind: 'function' }
  | { readonly kind: 'array' }
  | { readonly kind: 'object'; readonly properties: readonly Property[] }
  // Anything else (unions of several kinds, `unknown`, class instances, typed arrays): the
  // test calls it with every wrong value but asks only for an acceptable outcome.
  | { readonly kind: 'any' };

export interface Property {
  readonly name: string;
  /** Declared without `?`: a right value of the object has it. */
  readonly required: boolean;
  readonly expect: Expect;
}

export interface Parameter {
  readonly name: string;
  /** Optional, or its type admits `undefined`. */
  readonly optional: boolean;
  readonly rest: boolean;
  readonly expect: Expect;
}

/** A callable export: a function, a static or an instance method, or a constructor. */
export interface Callable {
  /** `parse`, `Uri.parse`, `Uri.with` (instance methods too), `QueryParams` (a constructor). */
  readonly label: string;
  readonly parameters: readonly Parameter[];
}

export interface ClassShape {
  readonly name: string;
  /** Undefined when the constructor is private. */
  readonly construct: Callable | undefined;
  readonly statics: ReadonlyMap<string, Callable>;
  readonly methods: ReadonlyMap<string, Callable>;
}

export interface PackageSignatures {
  readonly functions: ReadonlyMap<string, Callable>;
  readonly classes: ReadonlyMap<string, ClassShape>;
  /** Function-valued properties of exported objects (`formats.uri`), by `object.key`. */
  readonly members: ReadonlyMap<string, Callable>;
}

const MAX_DEPTH = 2;

/** Reads the signatures of every export of each package folder under `packagesDir`. */
export function readSignatures(
  packagesDir: string,
  folders: readonly string[],
): Map<string, PackageSignatures> {
  const configPath = join(packagesDir, '..', 'tsconfig.base.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile).config as object;
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, join(packagesDir, '..'));
  const roots = folders.map((folder) => join(packagesDir, folder, 'src', 'index.ts'));
  const program = ts.createProgram(roots, { ...options, noEmit: true, types: ['node'] });
  const checker = program.getTypeChecker();
  const result = new Map<string, PackageSignatures>();
  for (const [i, folder] of folders.entries()) {
    const file = program.getSourceFile(roots[i]!);
    const moduleSymbol = file === undefined ? undefined : checker.getSymbolAtLocation(file);
    if (file === undefined || moduleSymbol === undefined) continue;
    result.set(folder, readModule(checker, moduleSymbol, file));
  }
  return result;
}

function readModule(
  checker: ts.TypeChecker,
  moduleSymbol: ts.Symbol,
  file: ts.SourceFile,
): PackageSignatures {
  const functions = new Map<string, Callable>();
  const classes = new Map<string, ClassShape>();
  const members = new Map<string, Callable>();
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const name = exported.getName();
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (symbol.flags & ts.SymbolFlags.Class) {
      classes.set(name, readClass(checker, name, symbol, file));
      continue;
    }
    if (!(symbol.flags & ts.SymbolFlags.Value)) continue;
    const type = checker.getTypeOfSymbolAtLocation(symbol, file);
    const signatures = type.getCallSignatures();
    if (signatures.length > 0) {
      functions.set(name, callable(checker, name, signatures, file));
      continue;
    }
    if (
      !isOwn(type.getSymbol()) &&
      !(type.flags & ts.TypeFlags.Object && type.getSymbol()?.getName() === '__object')
    )
      continue;
    for (const property of type.getProperties()) {
      if (!isOwn(property)) continue;
      const propertyType = checker.getTypeOfSymbolAtLocation(property, file);
      const calls = propertyType.getCallSignatures();
      const label = `${name}.${property.getName()}`;
      if (calls.length > 0) members.set(label, callable(checker, label, calls, file));
    }
  }
  return { functions, classes, members };
}

function readClass(
  checker: ts.TypeChecker,
  name: string,
  symbol: ts.Symbol,
  file: ts.SourceFile,
): ClassShape {
  const constructorType = checker.getTypeOfSymbolAtLocation(symbol, file);
  const constructs = constructorType.getConstructSignatures();
  const declaration = symbol.valueDeclaration;
  const privateConstructor =
    declaration !== undefined &&
    ts.isClassDeclaration(declaration) &&
    declaration.members.some(
      (member) =>
        ts.isConstructorDeclaration(member) &&
        (ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Private) !== 0,
    );
  const statics = new Map<string, Callable>();
  for (const property of constructorType.getProperties()) {
    if (property.getName() === 'prototype' || !isOwn(property) || isPrivate(property)) continue;
    const calls = checker.getTypeOfSymbolAtLocation(property, file).getCallSignatures();
    const label = `${name}.${property.getName()}`;
    if (calls.length > 0) statics.set(property.getName(), callable(checker, label, calls, file));
  }
  const methods = new Map<string, Callable>();
  const instanceType = checker.getDeclaredTypeOfSymbol(symbol);
  for (const property of instanceType.getProperties()) {
    if (!(property.flags & ts.SymbolFlags.Method) || !isOwn(property) || isPrivate(property)) {
      continue;
    }
    const calls = checker.getTypeOfSymbolAtLocation(property, file).getCallSignatures();
    const label = `${name}.${property.getName()}`;
    if (calls.length > 0) methods.set(property.getName(), callable(checker, label, calls, file));
  }
  return {
    name,
    construct:
      privateConstructor || constructs.length === 0
        ? undefined
        : callable(checker, name, constructs, file),
    statics,
    methods,
  };
}

/** The parameters of a callable; of overloads, the last one (conventionally the widest). */
function callable(
  checker: ts.TypeChecker,
  label: string,
  signatures: readonly ts.Signature[],
  file: ts.SourceFile,
): Callable {
  const signature = signatures[signatures.length - 1]!;
  const parameters = signature.getParameters().map((parameter): Parameter => {
    const declaration = parameter.valueDeclaration;
    const rest =
      declaration !== undefined &&
      ts.isParameter(declaration) &&
      declaration.dotDotDotToken !== undefined;
    let type = checker.getTypeOfSymbolAtLocation(parameter, file);
    if (rest) type = checker.getIndexTypeOfType(type, ts.IndexKind.Number) ?? type;
    const optional =
      (declaration !== undefined &&
        ts.isParameter(declaration) &&
        checker.isOptionalParameter(declaration)) ||
      admitsUndefined(type);
    // With several overloads, a parameter is strict only where every overload agrees.
    const agree = signatures.every((other) => {
      const theirs = other.getParameters()[signature.getParameters().indexOf(parameter)];
      if (theirs === undefined) return true;
      const theirType = checker.getTypeOfSymbolAtLocation(theirs, file);
      return describe(checker, theirType, file, 0).kind === describe(checker, type, file, 0).kind;
    });
    return {
      name: parameter.getName(),
      optional,
      rest,
      expect: agree ? describe(checker, type, file, 0) : { kind: 'any' },
    };
  });
  return { label, parameters };
}

/** Declared `private` or `protected`: not part of the package's API. */
function isPrivate(symbol: ts.Symbol): boolean {
  const declaration = symbol.valueDeclaration;
  if (declaration === undefined) return false;
  return (
    (ts.getCombinedModifierFlags(declaration) &
      (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) !==
    0
  );
}

/** Declared in the workspace's own sources (not in a lib.d.ts: Array's or Error's methods). */
function isOwn(symbol: ts.Symbol | undefined): boolean {
  return (
    symbol?.declarations?.some((declaration) => !declaration.getSourceFile().isDeclarationFile) ===
    true
  );
}

function admitsUndefined(type: ts.Type): boolean {
  const parts = type.isUnion() ? type.types : [type];
  return parts.some((part) => (part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) !== 0);
}

function describe(
  checker: ts.TypeChecker,
  whole: ts.Type,
  file: ts.SourceFile,
  depth: number,
): Expect {
  let type = whole;
  if (type.flags & ts.TypeFlags.TypeParameter) {
    type = checker.getBaseConstraintOfType(type) ?? type;
  }
  const all = type.isUnion() ? type.types : [type];
  if (
    all.some((part) => part.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Null))
  ) {
    return { kind: 'any' };
  }
  const parts = all.filter((part) => !(part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
  if (parts.length === 0) return { kind: 'any' };
  const every = (flags: ts.TypeFlags): boolean => parts.every((part) => (part.flags & flags) !== 0);
  if (every(ts.TypeFlags.StringLiteral)) {
    return { kind: 'enum', values: parts.map((part) => (part as ts.StringLiteralType).value) };
  }
  if (every(ts.TypeFlags.StringLike)) return { kind: 'string' };
  if (every(ts.TypeFlags.BooleanLike)) return { kind: 'boolean' };
  if (every(ts.TypeFlags.NumberLike)) return { kind: 'number' };
  if (parts.length !== 1) return { kind: 'any' };
  const [only] = parts as [ts.Type];
  if (!(only.flags & ts.TypeFlags.Object)) return { kind: 'any' };
  if (only.getCallSignatures().length > 0) {
    return only.getProperties().length === 0 ? { kind: 'function' } : { kind: 'any' };
  }
  if (checker.isArrayType(only) || checker.isTupleType(only)) return { kind: 'array' };
  const symbol = only.getSymbol();
  // A class instance, a typed array, a Map or a Promise: not a plain object of options.
  if (symbol !== undefined && symbol.flags & ts.SymbolFlags.Class) return { kind: 'any' };
  if (symbol !== undefined && /Array$|^Map$|^Set$|^Promise$|^RegExp$/.test(symbol.getName())) {
    return { kind: 'any' };
  }
  if (depth >= MAX_DEPTH) return { kind: 'object', properties: [] };
  // Properties named by a symbol (`[Symbol.asyncIterator]`) cannot be set by name.
  const named = only.getProperties().filter((property) => !property.getName().startsWith('__@'));
  const properties = named.map(
    (property): Property => ({
      name: property.getName(),
      required: (property.flags & ts.SymbolFlags.Optional) === 0,
      expect: describe(checker, checker.getTypeOfSymbolAtLocation(property, file), file, depth + 1),
    }),
  );
  return { kind: 'object', properties };
}
