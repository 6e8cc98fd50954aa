// IGC's Gen8/9 IEEE macro sequences (visa/VisaToG4/TranslateMath.cpp):
// float a / b, float sqrt(a) rounded toward zero, and double a / b. The
// sources: r2 = a, r3 = b, r4 = 0.0, r5 = 1.0, r6 = 0.5.
(W)     mov (1|M0)               r2.0<1>:f     0x3F800000:f
(W)     mov (1|M0)               r2.1<1>:f     0x41200000:f
(W)     mov (1|M0)               r2.2<1>:f     0x40000000:f
(W)     mov (1|M0)               r2.3<1>:f     0x0:f
(W)     mov (1|M0)               r2.4<1>:f     0x40A00000:f
(W)     mov (1|M0)               r2.5<1>:f     0x3F800000:f
(W)     mov (1|M0)               r2.6<1>:f     0xC0E00000:f
(W)     mov (1|M0)               r2.7<1>:f     0x7F7FFFFF:f
(W)     mov (1|M0)               r3.0<1>:f     0x40400000:f
(W)     mov (1|M0)               r3.1<1>:f     0x40400000:f
(W)     mov (1|M0)               r3.2<1>:f     0x40E00000:f
(W)     mov (1|M0)               r3.3<1>:f     0x40A00000:f
(W)     mov (1|M0)               r3.4<1>:f     0x0:f
(W)     mov (1|M0)               r3.5<1>:f     0x3DCCCCCD:f
(W)     mov (1|M0)               r3.6<1>:f     0x41100000:f
(W)     mov (1|M0)               r3.7<1>:f     0x3F000000:f
(W)     mov (8|M0)               r4.0<1>:f     0x0:f
(W)     mov (8|M0)               r5.0<1>:f     0x3F800000:f
(W)     mov (8|M0)               r6.0<1>:f     0x3F000000:f
// r10 = a / b (round to nearest even); f0.0 = early-out channels
        math.invm (8|M0) (eo)f0.0  r10.mme0:f  r2.nomme:f      r3.nomme:f
(~f0.0) if (8|M0)                            DIV_END       DIV_END
        madm (8|M0)              r11.mme1:f    r4.nomme:f      r2.nomme:f      r10.mme0:f
        madm (8|M0)              r12.mme2:f    r5.nomme:f      -r3.nomme:f     r10.mme0:f
        madm (8|M0)              r13.mme3:f    r10.mme0:f      r12.mme2:f      r10.mme0:f
        madm (8|M0)              r14.mme4:f    r2.nomme:f      -r3.nomme:f     r11.mme1:f
        madm (8|M0)              r11.mme5:f    r11.mme1:f      r14.mme4:f      r13.mme3:f
        madm (8|M0)              r15.mme6:f    r2.nomme:f      -r3.nomme:f     r11.mme5:f
        madm (8|M0)              r10.nomme:f   r11.mme5:f      r15.mme6:f      r13.mme3:f
DIV_END:
        endif (8|M0)                         DIV_NEXT
DIV_NEXT:
(W)     mov (1|M0)               r20.0<1>:ud   f0.0<0;1,0>:ud
// r17 = sqrt(a) rounded toward zero (cr0.0 bits 5:4 = 11); f0.1 = early-out
// channels
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw
        math.rsqtm (8|M0) (eo)f0.1  r17.mme0:f  r2.nomme:f
(~f0.1) if (8|M0)                            SQRT_END      SQRT_END
        madm (8|M0)              r11.mme1:f    r4.nomme:f      r6.nomme:f      r17.mme0:f
        madm (8|M0)              r12.mme2:f    r4.nomme:f      r2.nomme:f      r17.mme0:f
        madm (8|M0)              r13.mme3:f    r6.nomme:f      -r12.mme2:f     r11.mme1:f
        madm (8|M0)              r11.mme4:f    r11.mme1:f      r13.mme3:f      r11.mme1:f
        madm (8|M0)              r17.mme5:f    r12.mme2:f      r13.mme3:f      r12.mme2:f
        madm (8|M0)              r13.mme6:f    r2.nomme:f      -r17.mme5:f     r17.mme5:f
        madm (8|M0)              r17.nomme:f   r17.mme5:f      r11.mme4:f      r13.mme6:f
SQRT_END:
        endif (8|M0)                         SQRT_NEXT
SQRT_NEXT:
(W)     and (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0xFFFFFFCF:ud
(W)     mov (1|M0)               r20.1<1>:ud   f0.0<0;1,0>:ud
// r18 = double(a) / double(b) for channels 0-3
(W)     mov (4|M0)               r22.0<1>:df   r2.0<4;4,1>:f
(W)     mov (4|M0)               r23.0<1>:df   r3.0<4;4,1>:f
(W)     mov (4|M0)               r24.0<1>:df   r4.0<4;4,1>:f
(W)     mov (4|M0)               r25.0<1>:df   r5.0<4;4,1>:f
        math.invm (4|M0) (eo)f1.0  r18.mme0:df  r22.nomme:df    r23.nomme:df
(~f1.0) if (4|M0)                            DF_END        DF_END
        madm (4|M0)              r26.mme1:df   r24.nomme:df    r22.nomme:df    r18.mme0:df
        madm (4|M0)              r27.mme2:df   r25.nomme:df    -r23.nomme:df   r18.mme0:df
        madm (4|M0)              r28.mme3:df   r22.nomme:df    -r23.nomme:df   r26.mme1:df
        madm (4|M0)              r29.mme4:df   r18.mme0:df     r27.mme2:df     r18.mme0:df
        madm (4|M0)              r30.mme5:df   r25.nomme:df    -r23.nomme:df   r29.mme4:df
        madm (4|M0)              r18.mme6:df   r18.mme0:df     r27.mme2:df     r29.mme4:df
        madm (4|M0)              r26.mme7:df   r26.mme1:df     r28.mme3:df     r29.mme4:df
        madm (4|M0)              r29.mme0:df   r29.mme4:df     r18.mme6:df     r30.mme5:df
        madm (4|M0)              r28.mme1:df   r22.nomme:df    -r23.nomme:df   r26.mme7:df
        madm (4|M0)              r18.nomme:df  r26.mme7:df     r28.mme1:df     r29.mme0:df
DF_END:
        endif (4|M0)                         DF_NEXT
DF_NEXT:
(W)     mov (1|M0)               r20.2<1>:ud   f1.0<0;1,0>:ud
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
