// Branch targets: three jumps to L48 (the end-of-thread code appended by
// validate-flow.test); the test moves the first one's target into the
// middle of an instruction and the second one's past the kernel's end.
(W) jmpi L48
(W) jmpi L48
(W) jmpi L48
L48:
