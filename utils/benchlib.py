"""What utils/bench-llc and utils/bench-sim share: utils/run-kernel loaded as
a module (its spec reading, ocloc cache, visa-llc compile and visa-sim
statistics parsing), and the comparison of IGC's and visa-llc's binaries of
the same specs in modelled cycles (visa-sim's cycle model,
lib/Sim/TimingModel.h).

A comparison holds one row per spec and platform on which both binaries ran
(and agreed on the results, as the caller judges). Its summary, per platform
and suite, gives the summed instructions and modelled cycles of each
finalizer, the ratio of the sums (visa-llc / IGC: long-running specs weigh
most) and the geometric mean of the per-spec ratios (every spec weighs the
same), and where the threads' cycles went (visa-sim's shares weighted by each
run's thread-cycles). write_tsv writes the rows as a table.

Suites: "public" for test/Corpus/specs (their IGC dumps are committed),
"held-out" for test/Corpus/run-specs (compiled at test time), else the
spec's directory name.
"""
import importlib.machinery
import importlib.util
import math
import os
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
PLATFORMS = ["bdw", "skl", "bxt", "icllp", "tgllp"]
SUITES = {os.path.join(ROOT, "test", "Corpus", "specs"): "public",
          os.path.join(ROOT, "test", "Corpus", "run-specs"): "held-out"}
FINALIZERS = ("igc", "visa-llc")


def load_run_kernel():
    """utils/run-kernel as a module (it has no .py name to import by)."""
    sys.dont_write_bytecode = True  # no __pycache__ next to utils/run-kernel
    path = os.path.join(ROOT, "utils", "run-kernel")
    loader = importlib.machinery.SourceFileLoader("run_kernel", path)
    spec = importlib.util.spec_from_loader("run_kernel", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def suite_of(spec_path):
    directory = os.path.dirname(os.path.abspath(spec_path))
    return SUITES.get(directory, os.path.basename(directory))


def ratio(a, b):
    return a / b if b else float("nan")


def geometric_mean(values):
    values = [v for v in values if v > 0]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float("nan")


class CycleComparison:
    def __init__(self):
        self.rows = []

    def add(self, spec, platform, igc, ours):
        """igc, ours: run-kernel's parse_sim_stats of each binary's run."""
        self.rows.append({"spec": spec, "suite": suite_of(spec), "platform": platform,
                          "igc": igc, "visa-llc": ours})

    def suites(self):
        known = list(SUITES.values())
        return sorted(set(r["suite"] for r in self.rows),
                      key=lambda s: (known.index(s) if s in known else len(known), s))

    def select(self, platform, suite=None):
        return [r for r in self.rows if r["platform"] == platform and suite in (None, r["suite"])]

    @staticmethod
    def weighted_shares(rows, finalizer):
        """visa-sim's shares over all rows, weighted by thread-cycles."""
        total, sums = 0, {}
        for r in rows:
            stats = r[finalizer]
            if not stats["thread_cycles"]:
                continue
            total += stats["thread_cycles"]
            for name, share in stats["shares"].items():
                sums[name] = sums.get(name, 0.0) + share * stats["thread_cycles"]
        return ", ".join("%s %.1f%%" % (n, s / total) for n, s in sums.items()) if total else "-"

    def summary(self, platform, suite=None):
        """Two lines about the rows of `platform` (and `suite`, or all):
        the sums and ratios, and where the threads' cycles went."""
        rows = self.select(platform, suite)
        sums = dict((f, [sum(r[f][k] for r in rows) for k in ("instructions", "cycles")])
                    for f in FINALIZERS)
        (ii, ic), (oi, oc) = sums["igc"], sums["visa-llc"]
        per_spec = [ratio(r["visa-llc"]["cycles"], r["igc"]["cycles"]) for r in rows]
        return [
            "instructions IGC %d visa-llc %d (%.3fx); modelled cycles IGC %d visa-llc %d:"
            " visa-llc/IGC %.3fx (ratio of sums), %.3fx (geometric mean of per-spec ratios)"
            % (ii, oi, ratio(oi, ii), ic, oc, ratio(oc, ic), geometric_mean(per_spec)),
            "thread-cycles IGC: %s | visa-llc: %s" % (self.weighted_shares(rows, "igc"),
                                                      self.weighted_shares(rows, "visa-llc")),
        ]

    def write_tsv(self, path):
        """One line per row: spec, suite, platform, both finalizers'
        instructions and modelled cycles, the ratio visa-llc/IGC, then each
        finalizer's thread-cycles and shares (percent)."""
        shares = []
        for r in self.rows:
            for f in FINALIZERS:
                shares += [n for n in r[f]["shares"] if n not in shares]
        header = ["spec", "suite", "platform", "igc_instructions", "visa-llc_instructions",
                  "igc_cycles", "visa-llc_cycles", "visa-llc/igc"]
        for f in FINALIZERS:
            header += [f + "_thread_cycles"] + ["%s_%s%%" % (f, n) for n in shares]
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        with open(path, "w") as out:
            out.write("\t".join(header) + "\n")
            for r in sorted(self.rows, key=lambda r: (r["platform"], r["suite"], r["spec"])):
                igc, ours = r["igc"], r["visa-llc"]
                cells = [os.path.basename(r["spec"])[:-len(".json")], r["suite"], r["platform"],
                         igc["instructions"], ours["instructions"], igc["cycles"], ours["cycles"],
                         "%.4f" % ratio(ours["cycles"], igc["cycles"])]
                for f in FINALIZERS:
                    cells += [r[f]["thread_cycles"] if r[f]["thread_cycles"] is not None else ""]
                    cells += ["%.1f" % r[f]["shares"][n] if n in r[f]["shares"] else ""
                              for n in shares]
                out.write("\t".join(str(c) for c in cells) + "\n")
