(f0.0) if (16|M0) ELSE ENDIF
mov (16|M0) r1.0<1>:d 0:w
ELSE:
else (16|M0) ENDIF ENDIF
mov (16|M0) r1.0<1>:d 1:w
ENDIF:
endif (16|M0) NEXT
NEXT:
(W&~f1.0) jmpi TOP
TOP:
(W) jmpi NEXT
nop
