// 64bit.no-depctrl (BXT, ICLLP): DepCtrl exists before Gen12 only.
shl (4|M0) r10.0<1>:q r12.0<4;4,1>:q 0:w {NoDDChk}
shl (4|M0) r10.0<1>:q r12.0<4;4,1>:q 0:w
