// End of thread, Gen12 syntax.
(W) mov (8|M0) r127.0<1>:ud 0x0:ud
(W) send.ts (8|M0) null r127 null 0x0 0x02000010 {EOT,@1}
