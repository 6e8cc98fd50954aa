// Message rules in Gen8 syntax (BDW: no split sends): each send that breaks
// a rule is followed by its legal twin.
// send.in-grf-file: a 2-register SIMD16 payload from r127
(W) send (16|M0) r10:ud r127 0xC 0x04205E00
(W) send (16|M0) r10:ud r120 0xC 0x04205E00
// send.lengths: message length 0, response length 17
(W) send (8|M0) r10:ud r12 0xC 0x00106E00
(W) send (8|M0) r10:ud r12 0xC 0x03106E00
(W) send (8|M0) r10:ud r12 0xC 0x02106E00
// send.sfid: shared function 1 does not exist
(W) send (8|M0) r10:ud r12 0x1 0x02106E00
(W) send (8|M0) r10:ud r12 0xC 0x02106E00
// send.descriptor-a0: the descriptor in a0.2
(W) send (8|M0) r10:ud r12 0xC a0.2
(W) send (8|M0) r10:ud r12 0xC a0.0
// send.r127-overlap: the response reaches r127 and overlaps the payload
(W) send (16|M0) r126:ud r126 0xC 0x04205E00
(W) send (16|M0) r120:ud r126 0xC 0x04205E00
// send.operand-files: offset 0xb0 gets an architecture register payload
(W) send (8|M0) r10:ud r12 0xC 0x02106E00
(W) send (8|M0) r10:ud r12 0xC 0x02106E00
// send.eot-no-response, send.eot-source
(W) send (8|M0) r10:ud r127 0x27 0x02100010 {EOT}
(W) send (8|M0) null r20 0x27 0x02000010 {EOT}
(W) send (8|M0) null r127 0x27 0x02000010 {EOT}
