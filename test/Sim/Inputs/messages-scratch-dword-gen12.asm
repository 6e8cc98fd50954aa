// Gen12 scratch block writes inside divergent code (IGC's spills): a first
// spill of r2-r3 (100 + lane) with every channel, a second (200 + lane) with
// channels 4-11 only, then a fill of both registers.
(W)     mov (8|M0)               r1.0<1>:ud    r0.0<8;8,1>:ud
(W)     mov (8|M0)               r4.0<1>:uw    0x76543210:v
(W)     add (8|M0)               r4.8<1>:uw    r4.0<8;8,1>:uw    8:w              {@1}
(W)     mov (16|M0)              r2.0<1>:ud    r4.0<16;16,1>:uw                   {@1}
(W)     add (16|M0)              r2.0<1>:ud    r2.0<8;8,1>:ud    100:w            {@1}
        send.dc0 (16|M0)         null          r1      null    0x0    0x060F1002  {@1,$1}
(W)     add (16|M0)              r2.0<1>:ud    r2.0<8;8,1>:ud    100:w            {$1.src}
(W)     mov (1|M0)               f0.0<1>:uw    0x0FF0:uw
(f0.0)  send.dc0 (16|M0)         null          r1      null    0x0    0x060F1002  {@1,$3}
(W)     send.dc0 (16|M0)         r10           r1      null    0x0    0x022C1002  {$2}
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                             {$2.dst}
(W)     send.ts (8|M0)           null          r127    null    0x0    0x02000010  {EOT,@1}
