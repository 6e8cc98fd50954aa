// TGLLP software scoreboard fields: each instruction that breaks a rule is
// followed by its legal twin.
// swsb.set-out-of-order: an in-order add allocating a token
add (8|M0) r10.0<1>:d r12.0<8;8,1>:d r14.0<8;8,1>:d {$1}
add (8|M0) r10.0<1>:d r12.0<8;8,1>:d r14.0<8;8,1>:d {$1.dst}
// swsb.out-of-order-token: a send and a math without a token
(W) send.dc1 (8|M0) r10 r12 null 0x0 0x02106E00
(W) send.dc1 (8|M0) r10 r12 null 0x0 0x02106E00 {$2}
math.inv (8|M0) r20.0<1>:f r22.0<8;8,1>:f
math.inv (8|M0) r20.0<1>:f r22.0<8;8,1>:f {$3}
