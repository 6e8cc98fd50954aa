call (8|M0) r51.0:d L32
L16:
nop
L32:
ret (8|M0) r51.0:d
