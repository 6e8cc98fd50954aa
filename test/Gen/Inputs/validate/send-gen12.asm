// Message rules in Gen12 syntax (TGLLP): each send that breaks a rule is
// followed by its legal twin.
// send.in-grf-file: a 2-register SIMD16 payload from r127
(W) send.dc1 (16|M0) r10 r127 null 0x0 0x04205E00 {$1}
(W) send.dc1 (16|M0) r10 r120 null 0x0 0x04205E00 {$1}
// send.lengths: message length 0, response length 17
(W) send.dc1 (8|M0) r10 r12 null 0x0 0x00106E00 {$1}
(W) send.dc1 (8|M0) r10 r12 null 0x0 0x03106E00 {$1}
(W) send.dc1 (8|M0) r10 r12 null 0x0 0x02106E00 {$1}
// send.split-overlap: a 2-register first payload reaching the second
(W) send.dc1 (8|M0) r20 r11 r12 0x40 0x0410BEFE {$1}
(W) send.dc1 (8|M0) r20 r11 r13 0x40 0x0410BEFE {$1}
// send.sfid: offset 0x70 gets shared function 1, which does not exist
(W) send.dc1 (8|M0) r10 r12 null 0x0 0x02106E00 {$1}
(W) send.dc1 (8|M0) r10 r12 null 0x0 0x02106E00 {$1}
// send.operand-files: offset 0x90 reads its second payload from an
// architecture register
(W) send.dc1 (8|M0) r10 r12 r48 0x0 0x02106E00 {$1}
(W) send.dc1 (8|M0) r10 r12 r48 0x0 0x02106E00 {$1}
// send.eot-no-response, send.eot-source
(W) send.ts (8|M0) r10 r127 null 0x0 0x02100010 {EOT}
(W) send.ts (8|M0) null r20 null 0x0 0x02000010 {EOT}
(W) send.ts (8|M0) null r127 null 0x0 0x02000010 {EOT}
