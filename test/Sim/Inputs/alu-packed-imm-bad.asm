// Eight dword channels from a :v immediate: a region the PRM forbids.
(W)     mov (8|M0)               r2.0<1>:ud    0x76543210:v
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
