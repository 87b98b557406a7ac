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
(function () {
  'use strict';
  const acorn = globalThis.acorn;

  return function instrument(code, counter, isModule) {
    const options = { ecmaVersion: 'latest', locations: true, preserveParens: true, allowHashBang: true,
                      allowReturnOutsideFunction: true, allowAwaitOutsideFunction: true, allowImportExportEverywhere: true };
    let ast;
    try {
      ast = acorn.parse(code, Object.assign({ sourceType: isModule ? 'module' : 'script' }, options));
    } catch (error) {
      if (isModule) throw error;
      ast = acorn.parse(code, Object.assign({ sourceType: 'module' }, options));
    }

    const statementMap = {};
    const fnMap = {};
    const branchMap = {};
    let statements = 0;
    let functions = 0;
    let branches = 0;
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
    function newBranch(type, node, locations) {
      const id = branches++;
      branchMap[id] = { loc: loc(node), type, locations, line: node.loc.start.line };
      return id;
    }
    const unwrap = (node) => { while (node && node.type === 'ParenthesizedExpression') node = node.expression; return node; };
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
        leaves(n.left, into);
        leaves(n.right, into);
      } else {
        into.push(node);
      }
      return into;
    }

    function visit(node, parent, key, list) {
      if (!node || typeof node.type !== 'string') return;
      if (list || node.__wrapped) statementInList(node);
      switch (node.type) {
        case 'FunctionDeclaration':
        case 'FunctionExpression':
        case 'ArrowFunctionExpression': {
          const method = parent && ((parent.type === 'Property' && (parent.method || parent.kind !== 'init') && key === 'value')
            || (parent.type === 'MethodDefinition' && key === 'value'));
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
            }
          }
          break;
        case 'PropertyDefinition':
          // (A function value is left alone: wrapping it would lose its name.)
          if (node.value && !isFunction(node.value)) wrapExpression(node.value, newStatement(node.value));
          break;
        case 'IfStatement': {
          const id = newBranch('if', node, [loc(node.consequent), node.alternate ? loc(node.alternate) : loc(node)]);
          // The `else` made for a missing one goes after the consequent's own closings and
          // before those of enclosing statements ending at the same offset: made first,
          // it is the outermost of the consequent's closings.
          if (!node.alternate) close(node.consequent.end, ` else {${counter}.b[${id}][1]++;}`);
          asBlock(node.consequent, `${counter}.b[${id}][0]++;`);
          if (node.alternate) asBlock(node.alternate, `${counter}.b[${id}][1]++;`);
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
          const id = newBranch('cond-expr', node, [loc(node.consequent), loc(node.alternate)]);
          wrapExpression(node.consequent, `${counter}.b[${id}][0]++`);
          wrapExpression(node.alternate, `${counter}.b[${id}][1]++`);
          break;
        }
        case 'LogicalExpression': {
          unwrap(node.left).__inChain = true;
          unwrap(node.right).__inChain = true;
          if (node.__inChain) break;
          const operands = leaves(node, []);
          const id = newBranch('binary-expr', node, operands.map(loc));
          operands.forEach((operand, index) => wrapExpression(operand, `${counter}.b[${id}][${index}]++`));
          break;
        }
        case 'SwitchStatement': {
          const id = newBranch('switch', node, node.cases.map(loc));
          node.cases.forEach((c, index) => {
            const at = c.consequent.length ? c.consequent[0].start : c.end;
            open(at, `${counter}.b[${id}][${index}]++;`);
          });
          break;
        }
        case 'AssignmentPattern': {
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
    return JSON.stringify({ code: out, statementMap, fnMap, branchMap });
  };
})()
