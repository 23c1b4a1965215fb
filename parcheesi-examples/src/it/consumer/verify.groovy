// Runs after the consumer's two builds (invoker.properties). The builds themselves fail when a
// game does not end with a winner or the library is not where expected; this script checks that
// both ran, that the library's version is named once (the BOM's import) and every artifact took
// it from the BOM, that Immutables reached neither build's dependencies, and that the
// command-line program built beside them prints this version.

def pom = new File(basedir, 'pom.xml').text
assert pom.count(projectVersion as String) == 1 : "the version named once, in the BOM's import:\n${pom}"

def log = new File(basedir, 'build.log').text
for (path in ['classpath', 'modulepath']) {
    for (id in ['american', 'parchis', 'russian']) {
        assert log =~ "consumer on the ${path}: ${id} won by \\S+ after \\d+ decisions"
        assert log =~ "consumer on the ${path}: ${id} step by step played \\d+ steps and \\d+ decisions to a win by \\S+"
    }
    if (path == 'classpath') {
        assert log =~ "consumer on the classpath: house won by \\S+ after \\d+ decisions"
    }
    def tree = new File(basedir, "tree-${path}.txt").text
    def artifacts = ['core', 'american', 'parchis', 'russian'] + (path == 'classpath' ? ['track68'] : [])
    for (artifact in artifacts) {
        assert tree.contains("io.github.parcheesi:parcheesi-${artifact}:jar:${projectVersion}") : tree
    }
    assert tree.contains('io.vavr:vavr:jar:')
    assert !tree.contains('immutables') : "Immutables on the user's ${path}:\n${tree}"
}

def jar = new File(parcheesiJar)
def process = [javaExecutable, '-jar', jar.path, '--version'].execute()
def out = process.text
assert process.waitFor() == 0
assert out == "parcheesi ${projectVersion}\n" as String : out
return true
