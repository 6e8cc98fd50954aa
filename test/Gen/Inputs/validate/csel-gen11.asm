// opcode.csel-types from Gen11: one class and one size for all operands.
csel (8|M0) (lt)f0.0 r10.0<1>:d r12.0<8;1>:w r14.0<8;1>:w r16.0<1>:w
csel (8|M0) (lt)f0.0 r10.0<1>:w r12.0<8;1>:w r14.0<8;1>:w r16.0<1>:w
