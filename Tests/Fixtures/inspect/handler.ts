// A background handler to debug: Tests/EndToEndTests/InspectorTests.swift stops in it
// with JavaScriptCore's inspector (docs/debugging.md).
interface Greeting {
  title: string;
  count: number;
}

function greet(name: string): Greeting {
  const title: string = `Hello, ${name}`;
  const count: number = name.length * 2;
  return { title, count };
}

const greeting: Greeting = greet('jshost');
console.log(greeting.title, greeting.count);
