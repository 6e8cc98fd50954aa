// A payload running past r127.
(W)     send (16|M0)             r10:ud   r126    0xC            0x08205E00
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT}
