#!/usr/bin/env python3
"""The Jest conformance corpus (Tests/Fixtures/jest-conformance), side by side.

  Scripts/jest-conformance.py record   runs real Jest 29 (../shared/tools/real-jest, or
                                       $REAL_JEST) on the corpus and writes the per-test
                                       outcomes to expected-outcomes.json
  Scripts/jest-conformance.py compare  runs `jshost test` (JSHOST, default .build/debug/jshost)
                                       and real Jest on the corpus in the same run and prints
                                       agreement, wall time and peak memory of each
  Scripts/jest-conformance.py bench [FOLDER] [ROUNDS]
                                       the speed bar (`jshost test` at least 10x faster than
                                       real Jest, docs/performance.md): ROUNDS (default 5)
                                       rounds of both runners, cold (each with an empty cache
                                       of its own: JSHOST_CACHE_DIR, Jest's --cacheDirectory)
                                       then warm (the same caches again), alternating which
                                       runner goes first; prints the median wall and CPU
                                       seconds of each and their ratios, and checks that every
                                       run agrees with the recorded outcomes. With
                                       JSHOST_BASELINE (another jshost binary, e.g. main's) it
                                       is measured in the same rounds too
  Scripts/jest-conformance.py coverage FOLDER
                                       runs both with --coverage on Tests/Fixtures/FOLDER and
                                       compares their lcov.info byte for byte, and the
                                       coverageThreshold messages (`Jest: …` lines on stderr)

A second argument names another corpus folder under Tests/Fixtures (default jest-conformance);
one with its own jest.config.js (jest-config-conformance) is run with that configuration
by both, instead of Jest's defaults. A folder of projects (jest-projects: each subfolder with
its own package.json, babel.config.js and Jest configuration) is run project by project, and
its outcome keys start with the project's folder. A project with a `jest.oracle.config.js`
(one whose preset real Jest cannot read here, such as jest-expo's) is run by real Jest with
that configuration, which spells out what the preset gives, and by jshost with its own.

Real Jest is for this side-by-side check only, never a dependency of the product or CI;
the end-to-end test compares jshost's outcomes with the recorded file.
Outcome keys are `file > describe > … > test` (a file that failed to load: `file > (file)`);
values `passed`, `failed` or `skipped` (Jest's `pending` and `todo`). `record` also keeps, for
each file babel-plugin-jest-hoist refused, the name its error gives
(`invalidVariableAccess`: `file` → name). Projects under `jest-oracle` (ts-jest-*) need
Debian's `ts-jest` package as well (`apt-get install ts-jest`)."""
import json, os, re, subprocess, sys, tempfile

here = os.path.dirname(os.path.abspath(__file__))
repo = os.path.dirname(here)
corpus = os.path.join(repo, 'Tests/Fixtures', sys.argv[2] if len(sys.argv) > 2 else 'jest-conformance')
expected_path = os.path.join(corpus, 'expected-outcomes.json')
has_config = os.path.exists(os.path.join(corpus, 'jest.config.js'))
real_jest = os.environ.get('REAL_JEST', os.path.join(repo, '..', 'shared', 'tools', 'real-jest'))
jshost = os.path.abspath(os.environ.get('JSHOST', os.path.join(repo, '.build/debug/jshost')))


def timed(command, folder=None, env=None):
    """Runs command in folder (default: the corpus); returns (stdout, seconds, peak RSS in MB) from
    /usr/bin/time; the CPU seconds (user + system, steadier than wall time on a shared machine)
    are added to cpu_seconds[the program's name]."""
    with tempfile.NamedTemporaryFile('r') as stats:
        out = subprocess.run(['/usr/bin/time', '-f', '%e %M %U %S', '-o', stats.name] + command, cwd=folder or corpus,
                             capture_output=True, text=True, env=env).stdout
        seconds, kb, user, system = stats.read().split()[-4:]
    name = os.path.basename(command[0])
    cpu_seconds[name] = cpu_seconds.get(name, 0.0) + float(user) + float(system)
    return out, float(seconds), int(kb) / 1024


cpu_seconds = {}
invalid_access = {}


def projects():
    """The corpus itself, or, for a folder of projects, each project (with its key prefix)."""
    found = [(os.path.join(corpus, name), name + '/') for name in sorted(os.listdir(corpus))
             if os.path.exists(os.path.join(corpus, name, 'package.json'))]
    if os.path.exists(os.path.join(corpus, 'package.json')) or has_config or not found:
        return [(corpus, '')]
    return found


def project_has_config(folder):
    if os.path.exists(os.path.join(folder, 'jest.config.js')):
        return True
    try:
        return 'jest' in json.load(open(os.path.join(folder, 'package.json')))
    except (OSError, ValueError):
        return False


def jest_outcomes(report, folder=None, prefix=''):
    outcomes = {}
    for result in report['testResults']:
        name = prefix + os.path.relpath(result['name'], folder or corpus)
        if not result['assertionResults']:
            outcomes[name + ' > (file)'] = 'failed'
            found = re.search(r'Invalid variable access: (\S+)', result.get('message') or '')
            if found:
                invalid_access[name] = found.group(1)
        for a in result['assertionResults']:
            outcomes[' > '.join([name] + a['ancestorTitles'] + [a['title']])] = {'pending': 'skipped', 'todo': 'skipped'}.get(a['status'], a['status'])
    return dict(sorted(outcomes.items()))


def run_jest(cache=None):
    outcomes, seconds, mb = {}, 0.0, 0.0
    for folder, prefix in projects():
        config = [] if project_has_config(folder) else ['--config', '{}']
        if os.path.exists(os.path.join(folder, 'jest.oracle.config.js')):
            config = ['--config', 'jest.oracle.config.js']
        cached = ['--cacheDirectory', cache] if cache else []
        out, s, m = timed([real_jest, '--ci=false', '--json'] + config + cached + ['--watchman=false', '.'], folder)
        outcomes.update(jest_outcomes(json.loads(out), folder, prefix))
        seconds, mb = seconds + s, max(mb, m)
    return dict(sorted(outcomes.items())), seconds, mb


def run_jshost(cache=None, binary=None):
    outcomes, seconds, mb = {}, 0.0, 0.0
    env = dict(os.environ, JSHOST_CACHE_DIR=cache) if cache else None
    for folder, prefix in projects():
        out, s, m = timed([binary or jshost, 'test', '--ci', '--reporter', 'tap', '.'], folder, env)
        seconds, mb = seconds + s, max(mb, m)
        for line in out.splitlines():
            match = re.match(r'^(not ok|ok) \d+ - (.*?)( # (SKIP|TODO).*)?$', line)
            if not match:
                continue
            name = prefix + match.group(2)
            if name.endswith(' (outside any test)'):
                name = name[:-len(' (outside any test)')] + ' > (file)'
            outcomes[name] = 'skipped' if match.group(3) else ('passed' if match.group(1) == 'ok' else 'failed')
    return outcomes, seconds, mb


def compare_coverage():
    """Both runners with --coverage, each writing into a folder of its own."""
    import difflib
    results = {}
    with tempfile.TemporaryDirectory() as scratch:
        config = [] if has_config or has_package_jest() else ['--config', '{}']
        for name, command in [('jest', [real_jest, '--ci=false', '--watchman=false'] + config),
                              ('jshost', [jshost, 'test', '--ci'])]:
            out_dir = os.path.join(scratch, name)
            run = subprocess.run(command + ['--coverage', '--coverageDirectory', out_dir, '.'], cwd=corpus,
                                 capture_output=True, text=True)
            lcov = open(os.path.join(out_dir, 'lcov.info')).read() if os.path.exists(os.path.join(out_dir, 'lcov.info')) else ''
            messages = [line for line in run.stderr.splitlines() if line.startswith('Jest: ')]
            results[name] = (lcov, messages, run.returncode)
    (jest_lcov, jest_msgs, jest_rc), (mine_lcov, mine_msgs, mine_rc) = results['jest'], results['jshost']
    files = len(re.findall(r'^SF:', jest_lcov, re.M))
    if jest_lcov == mine_lcov:
        print(f'lcov.info identical ({files} files, {len(jest_lcov)} bytes)')
    else:
        print('lcov.info differs:')
        sys.stdout.writelines(difflib.unified_diff(jest_lcov.splitlines(True), mine_lcov.splitlines(True), 'jest', 'jshost'))
    print(f'threshold messages: {"identical" if jest_msgs == mine_msgs else "differ"} ({len(jest_msgs)} from Jest)')
    for line in difflib.unified_diff(jest_msgs, mine_msgs, 'jest', 'jshost', lineterm=''):
        print('  ' + line)
    print(f'exit status: Jest {jest_rc}, jshost {mine_rc}')


def has_package_jest():
    try:
        return 'jest' in json.load(open(os.path.join(corpus, 'package.json')))
    except (OSError, ValueError):
        return False


def bench(rounds):
    """Cold and warm rounds of both runners (see the module's help); each run's CPU time is
    what it added to cpu_seconds."""
    import statistics
    expected = json.load(open(expected_path))['outcomes']
    samples = {}  # (runner, state) -> [(wall, cpu)]

    baseline = os.environ.get('JSHOST_BASELINE')
    binaries = {'jshost': jshost, 'jest': real_jest, 'baseline': baseline}

    def measure(runner, state, cache):
        before = dict(cpu_seconds)
        if runner == 'jest':
            outcomes, seconds, _ = run_jest(cache)
        else:
            outcomes, seconds, _ = run_jshost(cache, binaries[runner])
        name = os.path.basename(binaries[runner])
        cpu = cpu_seconds.get(name, 0.0) - before.get(name, 0.0)
        samples.setdefault((runner, state), []).append((seconds, cpu))
        disagree = [k for k, v in expected.items() if outcomes.get(k) != v]
        if disagree:
            print(f'  {runner} {state}: {len(disagree)} outcomes differ from the recorded ones, e.g. {disagree[0]}')

    for number in range(rounds):
        order = ['jshost', 'jest'] + (['baseline'] if baseline else [])
        order = order if number % 2 == 0 else order[::-1]
        with tempfile.TemporaryDirectory() as scratch:
            caches = {runner: os.path.join(scratch, runner) for runner in order}
            for state in ['cold', 'warm']:
                for runner in order:
                    measure(runner, state, caches[runner])
    print(f'{os.path.relpath(corpus, repo)}: {rounds} rounds, medians (wall s / CPU s)')
    for state in ['cold', 'warm']:
        jest_wall = statistics.median(t[0] for t in samples[('jest', state)])
        jest_cpu = statistics.median(t[1] for t in samples[('jest', state)])
        print(f'  {state}: real Jest {jest_wall:.3f} / {jest_cpu:.3f}')
        for runner in ['jshost', 'baseline'] if baseline else ['jshost']:
            wall = statistics.median(t[0] for t in samples[(runner, state)])
            cpu = statistics.median(t[1] for t in samples[(runner, state)])
            print(f'  {state}: {runner} ({binaries[runner]}) {wall:.3f} / {cpu:.3f}   '
                  f'Jest/{runner}: wall {jest_wall / max(wall, 0.001):.1f}x, CPU {jest_cpu / max(cpu, 0.001):.1f}x')


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else 'compare'
    if mode == 'bench':
        bench(int(sys.argv[3]) if len(sys.argv) > 3 else 5)
        return
    if mode == 'coverage':
        compare_coverage()
        return
    if mode == 'record':
        outcomes, _, _ = run_jest()
        version = subprocess.run([real_jest, '--version'], capture_output=True, text=True).stdout.strip()
        with open(expected_path, 'w') as f:
            record = {'jest': version, 'outcomes': outcomes}
            if invalid_access:
                record['invalidVariableAccess'] = dict(sorted(invalid_access.items()))
            json.dump(record, f, indent=2)
            f.write('\n')
        print(f'{len(outcomes)} outcomes from Jest {version} written to {os.path.relpath(expected_path, repo)}')
        return
    expected = json.load(open(expected_path))['outcomes']
    mine, js_s, js_mb = run_jshost()
    jest, jest_s, jest_mb = run_jest()
    agree = sum(1 for k, v in jest.items() if mine.get(k) == v)
    print(f'jshost agrees with Jest on {agree} of {len(jest)} outcomes (recorded file: {len(expected)} outcomes)')
    for key in sorted(set(jest) | set(mine)):
        if jest.get(key) != mine.get(key):
            print(f'  {key}: jest={jest.get(key)} jshost={mine.get(key)}')
    print(f'jshost test: {js_s:.2f} s, peak {js_mb:.0f} MB;  real Jest: {jest_s:.2f} s, peak {jest_mb:.0f} MB (same run)')
    js_cpu, jest_cpu = cpu_seconds.get(os.path.basename(jshost), 0.0), cpu_seconds.get(os.path.basename(real_jest), 0.0)
    print(f'CPU time: jshost {js_cpu:.2f} s, real Jest {jest_cpu:.2f} s ({jest_cpu / max(js_cpu, 0.01):.1f}x)')


main()
