// A few tenths of a CPU second in one entry: over `--timeout 0.02`, unless the run is being
// inspected (Tests/EndToEndTests/InspectorTests.swift).
let sum = 0;
for (let i = 0; i < 200000000; i++) sum += i % 7;
console.log('done', sum > 0);
