// Coverage instrumentation for `jshost test --coverage` (docs/testing.md, "Coverage").
// Evaluated in a JavaScript context of its own, after acorn (Debian's node-acorn,
// loaded at run time): returns a function (code, counterName, isModule) -> JSON text of
// {code, statementMap, fnMap, branchMap}. The code is the same text with counters put in
// by source offset — never a newline, so every line stays where the user wrote it — and
// the maps are istanbul's (babel-plugin-istanbul, which real Jest uses): the same
// statements, functions and branches are counted, with the same names and locations.
//
// Counted as istanbul does (istanbul-lib-instrument's visitor.js):
//   statements: expression (not directives), return, throw, break, continue, debugger,
//     try, if, for, for-in/of, while, do-while, switch, with, labeled statements, and
//     each variable declarator's initialiser and class field value;
//   functions: declarations, expressions, arrows, methods, getters/setters (anonymous
//     ones are `(anonymous_N)`, N the function's index);
//   branches: if (2 paths, else or not), ?: (2), &&/||/?? chains (one per operand),
//     switch (one per case), default values (1).
// Hints, as istanbul reads them (a comment's hint is Babel's: the comments before a node,
// up to the token before them, lead the outermost node starting right after them):
//   `istanbul ignore next` on a node istanbul visits (a statement, declaration, function,
//     method, class member, case, default value, `?:` or `&&`/`||`/`??`) leaves it and
//     everything in it uncounted; on a `?:` side or a logical operand, that branch path;
//   `istanbul ignore if` / `else` on an `if` leave that side (and its path) out;
//   `istanbul ignore file` anywhere leaves the whole file out (`ignored: true`).
// A branch left with no path is not reported, but keeps its number (`branchIds`, the
// lcov block numbers), as istanbul prunes it after numbering.
(function () {
  'use strict';
  const acorn = globalThis.acorn;
  const HINT = /^\s*istanbul\s+ignore\s+(if|else|next)(?=\W|$)/;
  const FILE_HINT = /^\s*istanbul\s+ignore\s+(file)(?=\W|$)/;
  // The node types istanbul's visitor enters (Babel's names in acorn's terms): only on
  // these does `ignore next` leave the node out (a hint on a call, say, does nothing).
  const HINTABLE = new Set(['ArrowFunctionExpression', 'AssignmentPattern', 'BlockStatement', 'ExportDefaultDeclaration',
    'ExportNamedDeclaration', 'MethodDefinition', 'ClassDeclaration', 'PropertyDefinition', 'ExpressionStatement',
    'BreakStatement', 'ContinueStatement', 'DebuggerStatement', 'ReturnStatement', 'ThrowStatement', 'TryStatement',
    'VariableDeclaration', 'VariableDeclarator', 'IfStatement', 'ForStatement', 'ForInStatement', 'ForOfStatement',
    'WhileStatement', 'DoWhileStatement', 'SwitchStatement', 'SwitchCase', 'WithStatement', 'FunctionDeclaration',
    'FunctionExpression', 'LabeledStatement', 'ConditionalExpression', 'LogicalExpression']);

  return function instrument(code, counter, isModule) {
    const options = { ecmaVersion: 'latest', locations: true, preserveParens: true, allowHashBang: true,
                      allowReturnOutsideFunction: true, allowAwaitOutsideFunction: true, allowImportExportEverywhere: true };
    let ast;
    const comments = [];
    try {
      ast = acorn.parse(code, Object.assign({ sourceType: isModule ? 'module' : 'script', onComment: comments }, options));
    } catch (error) {
      if (isModule) throw error;
      comments.length = 0;
      ast = acorn.parse(code, Object.assign({ sourceType: 'module', onComment: comments }, options));
    }
    if (comments.some((c) => FILE_HINT.test(c.value))) {
      return JSON.stringify({ code, statementMap: {}, fnMap: {}, branchMap: {}, branchIds: [], ignored: true });
    }
    attachHints(ast, code, comments);

    const statementMap = {};
    const fnMap = {};
    const branchMap = {};
    const branchIds = [];
    let statements = 0;
    let functions = 0;
    let branches = 0;
    let branchEntries = 0;
    const inserts = [];
    let order = 0;
    // An opening text goes before what it wraps; at one offset, closings come first
    // (innermost first), then openings (outermost first).
    function open(pos, text) { inserts.push({ pos, text, close: false, order: order++ }); }
    function close(pos, text) { inserts.push({ pos, text, close: true, order: order++ }); }

    function loc(node) {
      return { start: { line: node.loc.start.line, column: node.loc.start.column },
               end: { line: node.loc.end.line, column: node.loc.end.column } };
    }
    function newStatement(node) {
      const id = statements++;
      statementMap[id] = loc(node);
      return `${counter}.s[${id}]++`;
    }
    // The counter index of a new branch point (nil when every path of it is hinted
    // away: istanbul numbers it, then prunes it).
    function newBranch(type, node, locations) {
      const number = branches++;
      if (locations.length === 0) return null;
      const id = branchEntries++;
      branchMap[id] = { loc: loc(node), type, locations, line: node.loc.start.line };
      branchIds.push(number);
      return id;
    }
    const hintOf = (node) => unwrap(node).__hint;
    const isFunction = (node) => {
      const n = unwrap(node);
      return !!n && (n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression' || n.type === 'ClassExpression');
    };

    // `expr` -> `(counter++, expr)`: `node` is the whole expression, parentheses included.
    function wrapExpression(node, increment) {
      open(node.start, `(${increment}, `);
      close(node.end, ')');
    }
    // A statement that is no statement list's member (an if's branch, a loop's body):
    // made a block, so that counters can go before it.
    function asBlock(node, prefix) {
      if (node.type === 'BlockStatement') {
        if (prefix) open(node.start + 1, prefix);
        return;
      }
      open(node.start, '{' + (prefix || ''));
      close(node.end, '}');
      node.__wrapped = true;
    }

    function coverFunction(node, methodKey) {
      const id = functions++;
      let decl;
      if ((node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression') && node.id && !methodKey) {
        decl = loc(node.id);
      } else {
        decl = { start: { line: node.loc.start.line, column: node.loc.start.column },
                 end: { line: node.loc.start.line, column: node.loc.start.column + 1 } };
      }
      const name = node.id && !methodKey ? node.id.name : `(anonymous_${id})`;
      fnMap[id] = { name, decl, loc: loc(node.body), line: node.loc.start.line };
      const increment = `${counter}.f[${id}]++;`;
      if (node.body.type === 'BlockStatement') {
        // After the body's directives ('use strict' must stay first).
        let at = node.body.start + 1;
        for (const statement of node.body.body) {
          if (statement.type === 'ExpressionStatement' && statement.directive !== undefined) at = statement.end;
          else break;
        }
        open(at, increment);
      } else {
        // `x => expr` -> `x => {f++; s++; return expr}` (as istanbul converts it).
        open(node.body.start, `{${increment}${newStatement(node.body)};return `);
        close(node.body.end, '}');
      }
    }

    const countedStatements = new Set(['ExpressionStatement', 'BreakStatement', 'ContinueStatement', 'DebuggerStatement',
      'ReturnStatement', 'ThrowStatement', 'TryStatement', 'IfStatement', 'ForStatement', 'ForInStatement',
      'ForOfStatement', 'WhileStatement', 'DoWhileStatement', 'SwitchStatement', 'WithStatement', 'LabeledStatement']);

    // A member of a statement list (a program's, block's or case's body).
    function statementInList(node) {
      if (countedStatements.has(node.type) && !(node.type === 'ExpressionStatement' && node.directive !== undefined)) {
        open(node.start, newStatement(node) + ';');
      }
    }

    function leaves(node, into) {
      const n = unwrap(node);
      if (n.type === 'LogicalExpression') {
        // A hinted inner chain is no path at all (istanbul's findLeaves).
        if (n.__hint === 'next') return into;
        leaves(n.left, into);
        leaves(n.right, into);
      } else {
        into.push(node);
      }
      return into;
    }

    function visit(node, parent, key, list) {
      if (!node || typeof node.type !== 'string') return;
      // Hinted away (`ignore next`, or the side of an `ignore if` / `else`): not counted.
      if (node.__skip || (node.__hint === 'next' && hintable(node))) return;
      if (list || node.__wrapped) statementInList(node);
      switch (node.type) {
        case 'FunctionDeclaration':
        case 'FunctionExpression':
        case 'ArrowFunctionExpression': {
          const method = parent && ((parent.type === 'Property' && (parent.method || parent.kind !== 'init') && key === 'value')
            || (parent.type === 'MethodDefinition' && key === 'value'));
          // A private method (`#name() {}`, Babel's ClassPrivateMethod) is no function
          // istanbul's visitor counts; what is in it is counted.
          if (parent && parent.type === 'MethodDefinition' && parent.key.type === 'PrivateIdentifier') break;
          coverFunction(node, method);
          break;
        }
        case 'VariableDeclarator':
          if (node.init) {
            if (isFunction(node.init) && parent.statementStart !== undefined) {
              // (s++, function () {}) would lose the name the declaration gives the function.
              open(parent.statementStart, newStatement(node.init) + ';');
            } else {
              wrapExpression(node.init, newStatement(node.init));
              // istanbul replaces the initialiser with `(s++, init)`, and Babel moves its
              // comments to that sequence: a hint on it is lost.
              delete unwrap(node.init).__hint;
            }
          }
          break;
        case 'PropertyDefinition':
          // (A function value is left alone: wrapping it would lose its name.)
          if (node.value && !isFunction(node.value)) wrapExpression(node.value, newStatement(node.value));
          // istanbul wraps every value (its hint is lost, as above).
          if (node.value) delete unwrap(node.value).__hint;
          break;
        case 'IfStatement': {
          // `ignore if` / `ignore else`: that side is not counted, nor its path.
          const ignoreIf = node.__hint === 'if', ignoreElse = node.__hint === 'else';
          const locations = [];
          if (!ignoreIf) locations.push(loc(node.consequent));
          if (!ignoreElse) locations.push(node.alternate ? loc(node.alternate) : loc(node));
          const id = newBranch('if', node, locations);
          const elsePath = ignoreIf ? 0 : 1;
          // The `else` made for a missing one goes after the consequent's own closings and
          // before those of enclosing statements ending at the same offset: made first,
          // it is the outermost of the consequent's closings.
          if (!node.alternate && !ignoreElse) close(node.consequent.end, ` else {${counter}.b[${id}][${elsePath}]++;}`);
          asBlock(node.consequent, ignoreIf ? '' : `${counter}.b[${id}][0]++;`);
          if (ignoreIf) node.consequent.__skip = true;
          if (node.alternate) {
            if (ignoreElse) node.alternate.__skip = true;
            else asBlock(node.alternate, `${counter}.b[${id}][${elsePath}]++;`);
          }
          break;
        }
        case 'ForStatement':
        case 'ForInStatement':
        case 'ForOfStatement':
        case 'WhileStatement':
        case 'DoWhileStatement':
        case 'WithStatement':
          asBlock(node.body, '');
          break;
        case 'ConditionalExpression': {
          const sides = [node.consequent, node.alternate].filter((side) => hintOf(side) !== 'next');
          const id = newBranch('cond-expr', node, sides.map(loc));
          sides.forEach((side, index) => wrapExpression(side, `${counter}.b[${id}][${index}]++`));
          break;
        }
        case 'LogicalExpression': {
          unwrap(node.left).__inChain = true;
          unwrap(node.right).__inChain = true;
          if (node.__inChain) break;
          const operands = leaves(node, []).filter((operand) => hintOf(operand) !== 'next');
          const id = newBranch('binary-expr', node, operands.map(loc));
          operands.forEach((operand, index) => wrapExpression(operand, `${counter}.b[${id}][${index}]++`));
          break;
        }
        case 'SwitchStatement': {
          const cases = node.cases.filter((c) => c.__hint !== 'next');
          const id = newBranch('switch', node, cases.map(loc));
          cases.forEach((c, index) => {
            const at = c.consequent.length ? c.consequent[0].start : c.end;
            open(at, `${counter}.b[${id}][${index}]++;`);
          });
          break;
        }
        case 'AssignmentPattern': {
          delete unwrap(node.right).__hint; // wrapped by istanbul: its hint is lost
          const id = newBranch('default-arg', node, [loc(node.right)]);
          wrapExpression(node.right, `${counter}.b[${id}][0]++`);
          break;
        }
        default:
          break;
      }
      // Children. A declaration's start, for a counter that must go before it.
      if (node.type === 'VariableDeclaration') {
        const listed = list || node.__wrapped || (parent && parent.type === 'ExportNamedDeclaration');
        node.statementStart = listed ? (parent && parent.type === 'ExportNamedDeclaration' ? parent.start : node.start) : undefined;
      }
      for (const field of Object.keys(node)) {
        if (field === 'loc' || field === 'type' || field === 'start' || field === 'end' || field === 'statementStart') continue;
        const value = node[field];
        if (Array.isArray(value)) {
          const isList = (node.type === 'Program' || node.type === 'BlockStatement' || node.type === 'StaticBlock'
            || node.type === 'SwitchCase') && (field === 'body' || field === 'consequent');
          for (const child of value) visit(child, node, field, isList);
        } else if (value && typeof value.type === 'string') {
          // A labeled statement's body is counted with the label.
          visit(value, node, field, false);
        }
      }
    }
    visit(ast, null, null, false);

    inserts.sort((a, b) => {
      if (a.pos !== b.pos) return a.pos - b.pos;
      if (a.close !== b.close) return a.close ? -1 : 1;
      return a.close ? b.order - a.order : a.order - b.order;
    });
    let out = '';
    let at = 0;
    for (const insert of inserts) {
      out += code.slice(at, insert.pos) + insert.text;
      at = insert.pos;
    }
    out += code.slice(at);
    return JSON.stringify({ code: out, statementMap, fnMap, branchMap, branchIds });
  };

  function unwrap(node) {
    while (node && node.type === 'ParenthesizedExpression') node = node.expression;
    return node;
  }

  function hintable(node) {
    if (node.type === 'Property') return node.method || node.kind !== 'init'; // Babel's ObjectMethod
    if (node.type === 'ExpressionStatement') return node.directive === undefined; // not a Directive
    return HINTABLE.has(node.type);
  }

  // Gives each node that has hint comments leading it (as Babel attaches them) `__hint`:
  // the comments between two tokens lead the child, of the smallest node around them,
  // that starts at the next token (through parentheses: Babel has no node for them).
  function attachHints(ast, code, comments) {
    const runs = [];
    let run = null;
    for (const comment of comments) {
      if (run && /^\s*$/.test(code.slice(run.end, comment.start))) {
        run.end = comment.end;
        run.comments.push(comment);
      } else {
        run = { start: comment.start, end: comment.end, comments: [comment] };
        runs.push(run);
      }
    }
    const byNext = new Map();
    for (const r of runs) {
      let hint = null;
      for (const comment of r.comments) {
        const match = comment.value.trim().match(HINT);
        if (match) hint = match[1];
      }
      if (!hint) continue;
      let next = r.end;
      while (next < code.length && /\s/.test(code[next])) next++;
      byNext.set(next, { start: r.start, hint });
    }
    if (byNext.size === 0) return;
    (function walk(node) {
      for (const field of Object.keys(node)) {
        if (field === 'loc') continue;
        const value = node[field];
        const children = Array.isArray(value) ? value : [value];
        for (const child of children) {
          if (!child || typeof child.type !== 'string') continue;
          const leading = byNext.get(child.start);
          if (leading && leading.start >= node.start) unwrap(child).__hint = leading.hint;
          walk(child);
        }
      }
    })(ast);
  }
})()
