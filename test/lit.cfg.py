# lit configuration for visa-llc's regression tests.
import os
import lit.formats

config.name = "visa-llc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".visaasm", ".test", ".s", ".asm"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.visa_obj_root, "test")
config.excludes = ["Inputs", "lit.cfg.py", "CMakeLists.txt", "README.md"]
config.environment["PATH"] = os.pathsep.join(
    [config.visa_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", "")])
config.substitutions.append(("%corpus", os.path.join(config.visa_src_root, "test", "Corpus")))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
