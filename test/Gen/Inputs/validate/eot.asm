// End of thread, Gen8 to Gen11 syntax.
(W) mov (8|M0) r127.0<1>:ud 0x0:ud
(W) send (8|M0) null r127 0x27 0x02000010 {EOT}
