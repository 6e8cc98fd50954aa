// sr0.2 (dispatch mask) and sr0.3 (vector mask) hold the dispatched
// channels; IGC's sub_group_ballot ANDs the compare flags with sr0.2.
(W)     mov (16|M0)              r2.0<1>:ud    0x0:ud
(W)     mov (1|M0)               r2.0<1>:ud    sr0.2<0;1,0>:ud
(W)     mov (1|M0)               r2.1<1>:ud    sr0.3<0;1,0>:ud
        mov (8|M0)               r3.0<1>:uw    0x76543210:v
        mov (8|M0)               r3.8<1>:uw    0xfedcba98:v
        cmp (16|M0)   (gt)f1.0   null<1>:w     r3.0<16;16,1>:uw  0x4:uw
(W)     mov (1|M0)               r2.2<1>:ud    f1.0<0;1,0>:uw
(W)     and (1|M0)               r2.2<1>:ud    sr0.2<0;1,0>:ud   r2.2<0;1,0>:ud
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
