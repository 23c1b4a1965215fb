// Runs after the consumer's two builds (invoker.properties). The builds themselves fail when a
// game (of the rules, or between two bots of parcheesi-bots) does not end with a winner, a
// property test fails or the library is not where expected; this script checks that both ran,
// their tests included (a build that skipped them fails here), that the library's version is
// named once (the BOM's import) and every artifact took it from the BOM, that Immutables reached
// neither build's dependencies, that the false property's shrunk case is the one the README
// shows, and that the command-line program built beside them prints this version.

def pom = new File(basedir, 'pom.xml').text
assert pom.count(projectVersion as String) == 1 : "the version named once, in the BOM's import:\n${pom}"

def log = new File(basedir, 'build.log').text

// the case the README shows for its false property (ShrunkCounterexampleTest runs it)
def falsified = new File(readme as String).getText('UTF-8') =~ /Smallest found falsifying value\(s\) :-\n(.+)\n/
assert falsified.find() : "README.md shows a falsified property's smallest case"
def shown = falsified.group(1)
for (path in ['classpath', 'modulepath']) {
    for (id in ['american', 'parchis', 'russian']) {
        assert log =~ "consumer on the ${path}: ${id} won by \\S+ after \\d+ decisions"
        assert log =~ "consumer on the ${path}: ${id} step by step played \\d+ steps and \\d+ decisions to a win by \\S+"
        assert log =~ "consumer on the ${path}: ${id} search against random won by \\S+ after \\d+ decisions"
    }
    if (path == 'classpath') {
        assert log =~ "consumer on the classpath: house won by \\S+ after \\d+ decisions"
    }
    def tree = new File(basedir, "tree-${path}.txt").text
    def artifacts = ['core', 'bots', 'american', 'parchis', 'russian'] + (path == 'classpath' ? ['track68'] : [])
    for (artifact in artifacts) {
        assert tree.contains("io.github.parcheesi:parcheesi-${artifact}:jar:${projectVersion}") : tree
    }
    assert tree.contains('io.vavr:vavr:jar:')
    assert !tree.contains('immutables') : "Immutables on the user's ${path}:\n${tree}"
    // core's test jar, from the BOM too, at test scope
    assert tree.contains("io.github.parcheesi:parcheesi-core:test-jar:tests:${projectVersion}:test") : tree

    // the property tests (src/test/java) ran in this build, each one, and passed: surefire's
    // reports of each build go to a directory of its own (the next build's clean keeps them)
    def reports = new File(basedir, "surefire-reports-${path}")
    def suites = (reports.listFiles() ?: []).findAll { it.name ==~ /TEST-.*\.xml/ }
            .collectEntries { f ->
                def suite = f.text =~ /<testsuite [^>]*name="([^"]+)"[^>]* tests="(\d+)" errors="(\d+)" skipped="(\d+)" failures="(\d+)"/
                assert suite.find() : f.text
                [(suite.group(1)): (2..5).collect { suite.group(it) as int }]
            }
    assert suites == ['org.example.consumer.GeneratedPositionsTest': [4, 0, 0, 0],
                      'org.example.consumer.ShrunkCounterexampleTest': [1, 0, 0, 0]] :
            "tests run, errors, skipped, failures on the ${path}: ${suites}"
    for (id in ['american', 'parchis', 'russian']) {
        assert log.contains("consumer on the ${path}: ${id} property held")
    }
    assert log.contains("consumer on the ${path}: a false property shrinks to: ${shown}") :
            "the README shows the case ${shown}"
}

def jar = new File(parcheesiJar)
def process = [javaExecutable, '-jar', jar.path, '--version'].execute()
def out = process.text
assert process.waitFor() == 0
assert out == "parcheesi ${projectVersion}\n" as String : out
return true
