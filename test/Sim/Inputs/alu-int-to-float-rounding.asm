// Integer-to-float conversions under cr0's rounding modes.
(W)     mov (1|M0)               r2.0<1>:ud    0x265F6C87:ud
(W)     mov (1|M0)               r2.1<1>:d     -16777217:d
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {Switch}
(W)     mov (1|M0)               r3.0<1>:f     r2.0<0;1,0>:ud
(W)     mov (1|M0)               r3.1<1>:f     r2.1<0;1,0>:d
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}
(W)     mov (1|M0)               r3.2<1>:f     r2.0<0;1,0>:ud
(W)     mov (1|M0)               r3.3<1>:f     r2.1<0;1,0>:d
(W)     and (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0xFFFFFFCF:ud        {Switch}
(W)     mov (1|M0)               r3.4<1>:f     r2.0<0;1,0>:ud
(W)     mov (1|M0)               r3.5<1>:f     r2.1<0;1,0>:d
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
