//===- Instructions.td - Every vISA instruction's format --------*- tablegen -*-===//
//
// One record per instruction of visa-spec/instructions/, grouped as in
// 6_instructions.md. The binary layouts are those of vISA 4.1 as IGC
// 1.0.12504 writes it (ByteCodeReaderNG.cpp / IsaDescription.cpp of that
// version); where the 4.2 spec differs, the record follows 4.1 and a comment
// says how the spec differs. Mnemonics are IGC's ISA_Inst_Table names (the
// .visaasm printer may refine them from a field: cmp.eq, sample_lz, ...).
// `AllInstructions` is the list every generator walks.
//
// Operand classes of vector fields follow IGC's operand descriptors; the
// reader only rejects reserved classes, the verifiers check these sets.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_OBJECT_INSTRUCTIONS_TD
#define VISA_OBJECT_INSTRUCTIONS_TD

include "visa/Object/InstrFormats.td"

defset list<Inst> AllInstructions = {


//===----------------------------------------------------------------------===//
// 3D Extensions
//===----------------------------------------------------------------------===//

// Op as for 3D_SAMPLE (UW since vISA 4.0).
def LOAD3D : Inst<"load_3d", 0x6e, Group3D,
    [UWSince4<"Op">, ExecSizeField, PredField, UB<"Channels">,
     Scalar<"Aoffimmi", GenIndirectImm>, UB<"Surface", RoleSurface>,
     Raw<"Dst">, UB<"NumParams">,
     List<"Params", "NumParams", Raw<"Param">, 15>]> {
  let summary = "3D sampler load {-PVC}";
  let asmFormat = "$Pred $Op:sampler3d.$Op:flag(8,pixel_null_mask.)$Channels:chmask $Exec_size $Aoffimmi $Surface $Dst $Params";
}

// Op is a UW since vISA 4.0 (a UB before). Its low 5 bits are the sampler operation
// (sample, sample_b, ..., sample_lz), which IGC prints as the mnemonic; bit 5
// is pixel-null-mask and bit 6 CPS-LOD compensation. The parameters are the
// raw operands the operation needs (U, V, R, ...) in the 3D_SAMPLE.md order.
def SAMPLE3D : Inst<"sample_3d", 0x6d, Group3D,
    [UWSince4<"Op">, ExecSizeField, PredField, UB<"Channels">,
     Scalar<"Aoffimmi", GenIndirectImm>, UB<"Sampler", RoleSampler>,
     UB<"Surface", RoleSurface>, Raw<"Dst">, UB<"NumParams">,
     List<"Params", "NumParams", Raw<"Param">, 15>]> {
  let summary = "3D sampler {-PVC}";
  let asmFormat = "$Pred $Op:sampler3d.$Op:flag(8,pixel_null_mask.)$Op:flag(9,cps.)$Op:flag(10,divS.)$Channels:chmask $Exec_size $Aoffimmi $Sampler $Surface $Dst $Params";
}

// Op as for 3D_SAMPLE (UW since vISA 4.0).
def SAMPLE4_3D : Inst<"gather4_3d", 0x6f, Group3D,
    [UWSince4<"Op">, ExecSizeField, PredField, UB<"Src_channel">,
     Scalar<"Aoffimmi", GenIndirectImm>, UB<"Sampler", RoleSampler>,
     UB<"Surface", RoleSurface>, Raw<"Dst">, UB<"NumParams">,
     List<"Params", "NumParams", Raw<"Param">, 7>]> {
  let summary = "3D sampler gather4 {-PVC}";
}

// As IGC 1.0.12504 writes it: Op (UW: 10 resinfo, 11 sampleinfo), Exec_size,
// Channels (UB, absent from the 4.2 spec), Surface, LOD (resinfo only), Dst.
// IGC's own reader of that version reads Op as a UB; its writer emits a UW.
def INFO3D : Inst<"info_3d", 0x70, Group3D,
    [UW<"Op">, ExecSizeField, UB<"Channels">, UB<"Surface", RoleSurface>,
     Switch<"Op", 0xffff, [Case<[10], [Raw<"LOD">]>, Case<[], []>]>,
     Raw<"Dst">]> {
  let summary = "surface info {-PVC}";
}

// Optional operands follow the Mode bits: SI (bit 11), CPS (bit 8), RTI (bit 2),
// Source0Alpha (bit 3), oMask (bit 4), SourceDepth (bit 5), Stencil (bit 6).
// vISA 4.1 has no NumParams byte (the 4.2 spec lists one after RTI).
def RT_WRITE : Inst<"rt_write_3d", 0x71, Group3D,
    [ExecSizeField, PredField, UW<"Mode">, UB<"Surface", RoleSurface>,
     Raw<"Header">, Present<"Mode", 0x800, [VecSrc<"SI">]>,
     Present<"Mode", 0x100, [VecSrc<"CPS">]>,
     Present<"Mode", 0x4, [Scalar<"RTI">]>,
     Present<"Mode", 0x8, [Raw<"Source0Alpha">]>,
     Present<"Mode", 0x10, [Raw<"oMask">]>, Raw<"R">, Raw<"G">, Raw<"B">,
     Raw<"A">, Present<"Mode", 0x20, [Raw<"SourceDepth">]>,
     Present<"Mode", 0x40, [Raw<"Stencil">]>]> {
  let summary = "render target write {-PVC}";
}

def TYPED_ATOMIC : Inst<"typed_atomic", 0x73, Group3D,
    [UB<"Op">, ExecSizeField, PredField, UB<"Surface", RoleSurface>, Raw<"U">,
     Raw<"V">, Raw<"R">, Raw<"LOD">, Raw<"Src0">, Raw<"Src1">, Raw<"Dst">]> {
  let summary = "atomic operations for typed surfaces {-PVC}";
  let asmFormat = "$Pred typed_atomic.$Op:atomic$Op:flag(5,.16)$Op:flag(6,.64) $Exec_size $Surface $U $V $R $LOD $Src0 $Src1 $Dst";
}

def URB_WRITE : Inst<"urb_write_3d", 0x72, Group3D,
    [ExecSizeField, PredField, UB<"Num_out">, Raw<"Channel_mask">,
     UW<"Global_offset">, Raw<"URB_handle">, Raw<"Per_slot_offset">,
     Raw<"Vertex_data">]> {
  let summary = "URB write {-PVC}";
}

// Not in vISA 4.1 (opcode 0x90 is reserved in IGC 1.0.12504); layout from the 4.2 spec.
def RT_READ : Inst<"rt_read", 0x90, Group3D,
    [ExecSizeField, PredField, UW<"Mode">, UB<"Surface", RoleSurface>,
     VecSrc<"SI", GenIndirectImm>, Raw<"Dst">]> {
  let summary = "render target read";
}

//===----------------------------------------------------------------------===//
// Address Instructions
//===----------------------------------------------------------------------===//

def ADDR_ADD : Inst<"addr_add", 0x28, GroupAddress,
    [ExecSizeField, VecDst<"Dst", AddrOnly>, VecSrc<"Src0", GenAddrState>,
     VecSrc<"Src1", GenImm>]> {
  let srcMod = "arithmetic";
  let summary = "address arithmetic";
  let asmFormat = "addr_add $Exec_size $Dst $Src0:addrof $Src1";
}

//===----------------------------------------------------------------------===//
// Arithmetic Instructions
//===----------------------------------------------------------------------===//

def ADD : Inst<"add", 0x01, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "B,D,DF,F,HF,Q,UB,UD,UQ,UW,W.{XEHP+}BF";
  let summary = "addition";
}

def ADD3 : Inst<"add3", 0x84, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>,
     VecSrc<"Src2", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "D,UD,UW,W";
  let summary = "addition of three operands {XEHP+}";
}

def ADD3O : Inst<"add3.o", 0x92, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>,
     VecSrc<"Src2", GenIndirectImm>]> {
  let srcMod = "arithmetic";
  let types = "D,UD,UW,W";
  let summary = "ternary addition with overflow condition modifier {XEHP+}";
}

def ADDC : Inst<"addc", 0x49, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecDst<"Carry", GenIndirect>, VecSrc<"Src0", GenIndirectImm>,
     VecSrc<"Src1", GenIndirectImm>]> {
  let types = "UD";
  let summary = "addition with carry";
}

def AVG : Inst<"avg", 0x02, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "B,D,UB,UD,UW,W";
  let summary = "integer average";
}

def COS : Inst<"cos", 0x18, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "F,HF";
  let summary = "cosine";
}

def DIV : Inst<"div", 0x03, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "B,D,DF,F,HF,UB,UD,UW,W";
  let summary = "division";
}

def DIVM : Inst<"divm", 0x7f, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>]> {
  let saturate = 1;
  let types = "DF,F";
  let summary = "IEEE floating point divide {XEHP+,SKL}";
}

def DP4A : Inst<"dp4a", 0x82, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>,
     VecSrc<"Src2", GenIndirectImm>]> {
  let saturate = 1;
  let types = "D,UD";
  let summary = "dot product 4 accumulate {TGLLP+}";
}

// IGC writes W, A, SD and RC as one little-endian UD (W in the low byte).
def DPAS : Inst<"dpas", 0x83, GroupArith,
    [ExecSizeField, Raw<"Dst">, Raw<"Src0">, Raw<"Src1">,
     VecSrc<"Src2", GenIndirect>, UB<"W">, UB<"A">, UB<"SD">, UB<"RC">]> {
  let types = "D,F,UD";
  let summary = "Dot Product Accumulate Systolic {XEHP+}";
}

def DPASW : Inst<"dpasw", 0x1c, GroupArith,
    [ExecSizeField, Raw<"Dst">, Raw<"Src0">, Raw<"Src1">,
     VecSrc<"Src2", GenIndirect>, UB<"W">, UB<"A">, UB<"SD">, UB<"RC">]> {
  let summary = "Dot Product Accumulate Systolic Wide {DG2,XEHP}";
}

def EXP : Inst<"exp", 0x08, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "F,HF";
  let summary = "exponent";
}

def FRC : Inst<"frc", 0x09, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>]> {
  let srcMod = "arithmetic";
  let types = "F";
  let summary = "fraction";
}

def INV : Inst<"inv", 0x1b, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "DF,F,HF";
  let summary = "reciprocal";
}

// Not in vISA 4.1 (IGC 1.0.12504 has no opcode 0x9b); layout from the 4.2 spec.
def INVM : Inst<"invm", 0x9b, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecDst<"PredDst", PredOnly>, VecSrc<"Src0", GenIndirectImm>,
     VecSrc<"Src1", GenIndirectImm>]> {
  let srcMod = "arithmetic";
  let types = "DF,F";
  let summary = "Div macro {XEHP+,SKL}";
}

def LOG : Inst<"log", 0x0b, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "F,HF";
  let summary = "logarithm";
}

def LRP : Inst<"lrp", 0x0e, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>,
     VecSrc<"Src2", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "F";
  let summary = "linear interpolation {-ICLLP}";
}

def LZD : Inst<"lzd", 0x1f, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>]> {
  let types = "UD";
  let summary = "leading zero detection";
}

def MAD : Inst<"mad", 0x0c, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>,
     VecSrc<"Src2", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "B,D,DF,F,HF,UB,UD,UW,W.{XEHP+}BF";
  let summary = "multiply and add";
}

def MADW : Inst<"madw", 0x91, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>,
     VecSrc<"Src2", GenIndirectImm>]> {
  let srcMod = "arithmetic";
  let types = "D,UD";
  let summary = "Multiply add and return both high and low";
}

def MOD : Inst<"mod", 0x0f, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "B,D,UB,UD,UW,W";
  let summary = "remainder of division {-XEHP}";
}

def MUL : Inst<"mul", 0x10, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "B,D,DF,F,HF,Q,UB,UD,UQ,UW,W.{XEHP+}BF";
  let summary = "multiply";
}

def MULH : Inst<"mulh", 0x0d, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>]> {
  let srcMod = "arithmetic";
  let types = "D,UD";
  let summary = "multiply high";
}

def PLANE : Inst<"plane", 0x6b, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>]> {
  let saturate = 1;
  let types = "F";
  let summary = "plane {-ICLLP}";
}

def POW : Inst<"pow", 0x11, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "F,HF";
  let summary = "power";
}

def RNDD : Inst<"rndd", 0x12, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "F";
  let summary = "round down";
}

def RNDE : Inst<"rnde", 0x14, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "F";
  let summary = "round to even";
}

def RNDU : Inst<"rndu", 0x13, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "F";
  let summary = "round up";
}

def RNDZ : Inst<"rndz", 0x15, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "F";
  let summary = "round to zero";
}

def RSQRT : Inst<"rsqrt", 0x1a, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "F,HF";
  let summary = "inverse square root";
}

// Not in vISA 4.1 (IGC 1.0.12504 has no opcode 0x9c); layout from the 4.2 spec.
def RSQTM : Inst<"rsqtm", 0x9c, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecDst<"PredDst", PredOnly>, VecSrc<"Src0", GenIndirectImm>]> {
  let srcMod = "arithmetic";
  let types = "DF,F";
  let summary = "Inverse square root macro {XEHP+,SKL}";
}

def SAD2 : Inst<"sad2", 0x16, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let summary = "two-wide sum of absolute {-ICLLP}";
}

def SAD2ADD : Inst<"sad2add", 0x6a, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>,
     VecSrc<"Src2", GenIndirectImm>]> {
  let saturate = 1;
  let summary = "two-wide sum of absolute differences and addition {-ICLLP}";
}

def SIN : Inst<"sin", 0x17, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "F,HF";
  let summary = "sine";
}

def SQRT : Inst<"sqrt", 0x19, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "F,HF";
  let summary = "square root";
}

def SQRTM : Inst<"sqrtm", 0x7e, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic"; // IGC emits negated sources
  let types = "DF,F";
  let summary = "ieee square root {XEHP+,SKL}";
}

// IGC 1.0.12504 (vISA 4.1) has no Pred field here; the 4.2 spec lists one.
def SRND : Inst<"srnd", 0x1e, GroupArith,
    [ExecSizeField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>]> {
  let types = "B,BF,F,HF,UB";
  let summary = "Stochastic round {PVC_XT+}";
}

def SUBB : Inst<"subb", 0x4a, GroupArith,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecDst<"Borrow", GenIndirect>, VecSrc<"Src0", GenIndirectImm>,
     VecSrc<"Src1", GenIndirectImm>]> {
  let saturate = 1;
  let types = "UD";
  let summary = "subtraction with borrow";
}

//===----------------------------------------------------------------------===//
// Comparison Instructions
//===----------------------------------------------------------------------===//

def CMP : Inst<"cmp", 0x2c, GroupCompare,
    [ExecSizeField, UB<"Rel_op">, VecDst<"Dst", GenPred>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>]> {
  let srcMod = "arithmetic";
  let types = "B,D,DF,F,HF,Q,UB,UD,UQ,UW,W.{XEHP+}BF";
  let summary = "comparison";
  let asmFormat = "cmp$Rel_op:flag(7,n).$Rel_op:relop$sat $Exec_size $Dst $Src0 $Src1";
}

//===----------------------------------------------------------------------===//
// Control Flow Instructions
//===----------------------------------------------------------------------===//

def CALL : Inst<"call", 0x33, GroupFlow,
    [ExecSizeField, PredField, UW<"Label", RoleLabel>]> {
  let summary = "subroutine call";
}

// Func_id is an index into the string pool (the callee's name).
def FADDR : Inst<"faddr", 0x50, GroupFlow,
    [UW<"Func_id", RoleString>, VecDst<"Dst", GenIndirect>]> {
  let summary = "function address";
}

// Func_id is an index into the string pool (the callee's name).
def FCALL : Inst<"fcall", 0x67, GroupFlow,
    [ExecSizeField, PredField, UW<"Func_id", RoleString>, UB<"Arg_size">,
     UB<"Return_size">]> {
  let summary = "function call";
}

def FRET : Inst<"fret", 0x68, GroupFlow,
    [ExecSizeField, PredField]> {
  let summary = "function return";
}

def GOTO : Inst<"goto", 0x6c, GroupFlow,
    [ExecSizeField, PredField, UW<"Label", RoleLabel>]> {
  let summary = "SIMD goto";
}

def IFCALL : Inst<"ifcall", 0x4f, GroupFlow,
    [ExecSizeField, PredField, Scalar<"Func_addr", GenIndirectImm>,
     UB<"Arg_size">, UB<"Return_size">]> {
  let summary = "indirect function call";
}

def JMP : Inst<"jmp", 0x32, GroupFlow,
    [ExecSizeField, PredField, UW<"Label", RoleLabel>]> {
  let summary = "jump";
}

def LABEL : Inst<"label", 0x31, GroupFlow,
    [UW<"Label", RoleLabel>]> {
  let summary = "label declaration";
}

def RET : Inst<"ret", 0x34, GroupFlow,
    [ExecSizeField, PredField]> {
  let summary = "Ffunction return";
}

def SUBROUTINE : Inst<"func", 0x30, GroupFlow,
    [UW<"Label", RoleLabel>]> {
  let summary = "subroutine";
}

def SWITCHJMP : Inst<"switchjmp", 0x69, GroupFlow,
    [ExecSizeField, UB<"Num_labels">, Scalar<"Index", GenIndirectImm>,
     List<"Labels", "Num_labels", UW<"Label", RoleLabel>, 32>]> {
  let summary = "switch jump table {PVC+,-TGLLP}";
}

// A CALL whose label is a fast-composite label (label_info kind 2): the
// binary has no opcode of its own, so the reader always decodes 0x33 as CALL.
def FCCALL : Inst<"fccall", 0x33, GroupFlow,
    [ExecSizeField, PredField, UW<"Label", RoleLabel>]> {
  let summary = "fast-composite call";
  let encodingAlias = 1;
}

//===----------------------------------------------------------------------===//
// Data Movement Instructions
//===----------------------------------------------------------------------===//

def FCVT : Inst<"fcvt", 0x1d, GroupMove,
    [ExecSizeField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>]> {
  let types = "B,HF,UB.{PVC_XT+}F,UD";
  let summary = "Conversion between special types FP8-TF32 and standard float or half types {PVC+}";
}

// IGC prints it as `min` or `max` after the Op byte.
def MIN_MAX : Inst<"fminmax", 0x45, GroupMove,
    [ExecSizeField, UB<"Op">, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "B,D,DF,F,HF,Q,UB,UD,UQ,UW,W";
  let summary = "minimum or maximum";
  let asmFormat = "$Op:minmax$sat $Exec_size $Dst $Src0 $Src1";
}

def MOV : Inst<"mov", 0x29, GroupMove,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImmPred>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "B,BOOL,D,DF,F,HF,Q,UB,UD,UQ,UW,W.{XEHP+}BF";
  let summary = "move";
}

def MOVS : Inst<"movs", 0x2d, GroupMove,
    [ExecSizeField, VecDst<"Dst", GenState>, VecSrc<"Src0", GenStateImm>]> {
  let summary = "move special";
}

def SEL : Inst<"sel", 0x2a, GroupMove,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "B,D,DF,F,HF,Q,UB,UD,UQ,UW,W.{XEHP+}BF";
  let summary = "select";
}

def SETP : Inst<"setp", 0x2b, GroupMove,
    [ExecSizeField, VecDst<"Dst", PredOnly>, VecSrc<"Src0", GenIndirectImm>]> {
  let summary = "set predicate value";
}

//===----------------------------------------------------------------------===//
// Logic and Shift Instructions
//===----------------------------------------------------------------------===//

def AND : Inst<"and", 0x20, GroupLogic,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirectPred>,
     VecSrc<"Src0", GenIndirectImmPred>, VecSrc<"Src1", GenIndirectImmPred>]> {
  let srcMod = "logic";
  let types = "B,BOOL,D,Q,UB,UD,UQ,UW,W";
  let summary = "bitwise and";
}

// The spec lists B,D,Q,W; IGC 1.0.12504 also shifts UD variables with asr
// (an unsigned destination and shift count), so the unsigned types are here.
def ASR : Inst<"asr", 0x26, GroupLogic,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>]> {
  let srcMod = "arithmetic";
  let types = "B,D,Q,W,UB,UD,UQ,UW";
  let summary = "arithmetic shift right";
}

def BFE : Inst<"bfe", 0x46, GroupLogic,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>,
     VecSrc<"Src2", GenIndirectImm>]> {
  let types = "D,UD";
  let summary = "bit field extract";
}

def BFI : Inst<"bfi", 0x47, GroupLogic,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>,
     VecSrc<"Src2", GenIndirectImm>, VecSrc<"Src3", GenIndirectImm>]> {
  let types = "D,UD";
  let summary = "bit field insert";
}

def BFN : Inst<"bfn", 0x85, GroupLogic,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>,
     VecSrc<"Src2", GenIndirectImm>, UB<"BooleanFuncCtrl">]> {
  let types = "D,UD,UW,W";
  let summary = "boolean logical operation with 3 sources {XEHP+}";
}

// The spec lists UD; IGC 1.0.12504 also reverses D variables.
def BFREV : Inst<"bfrev", 0x48, GroupLogic,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>]> {
  let types = "UD,D";
  let summary = "bit field reverse";
}

def CBIT : Inst<"cbit", 0x27, GroupLogic,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>]> {
  let summary = "count bits set";
}

def FBH : Inst<"fbh", 0x2f, GroupLogic,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>]> {
  let summary = "find first bit from MSB side";
}

// The spec lists UD; IGC 1.0.12504 also emits fbl with a UW source (the
// signed types are allowed with them: the bit search ignores signedness).
def FBL : Inst<"fbl", 0x2e, GroupLogic,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>]> {
  let types = "UD,D,UW,W";
  let summary = "find first bit from LSB side";
}

def NOT : Inst<"not", 0x23, GroupLogic,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirectPred>,
     VecSrc<"Src0", GenIndirectImmPred>]> {
  let srcMod = "logic";
  let types = "B,BOOL,D,Q,UB,UD,UQ,UW,W";
  let summary = "bitwise not";
}

def OR : Inst<"or", 0x21, GroupLogic,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirectPred>,
     VecSrc<"Src0", GenIndirectImmPred>, VecSrc<"Src1", GenIndirectImmPred>]> {
  let srcMod = "logic";
  let types = "B,BOOL,D,Q,UB,UD,UQ,UW,W";
  let summary = "bitwise";
}

def ROL : Inst<"rol", 0x80, GroupLogic,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>]> {
  // The specification allows no source modifier, but IGC 1.0.12504 writes
  // `(-)` on the count (for rotate(x, 32 - n)); its dumps must read.
  let srcMod = "arithmetic";
  let types = "D,UD,UW,W.{PVC+}Q,UQ";
  let summary = "rotate left {ICLLP+}";
}

def ROR : Inst<"ror", 0x81, GroupLogic,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>]> {
  // The specification allows no source modifier, but IGC 1.0.12504 writes
  // `(-)` on the count (for rotate(x, 32 - n)); its dumps must read.
  let srcMod = "arithmetic";
  let types = "D,UD,UW,W.{PVC+}Q,UQ";
  let summary = "rotate right {ICLLP+}";
}

def SHL : Inst<"shl", 0x24, GroupLogic,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "B,D,Q,UB,UD,UQ,UW,W";
  let summary = "shift left";
}

// The spec lists UB,UD,UQ,UW; IGC 1.0.12504 emits shr on D, Q, W and B
// variables and immediates (destination, source and shift count), so the
// signed types are here.
def SHR : Inst<"shr", 0x25, GroupLogic,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirect>,
     VecSrc<"Src0", GenIndirectImm>, VecSrc<"Src1", GenIndirectImm>]> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = "UB,UD,UQ,UW,B,D,Q,W";
  let summary = "shift right";
}

def XOR : Inst<"xor", 0x22, GroupLogic,
    [ExecSizeField, PredField, VecDst<"Dst", GenIndirectPred>,
     VecSrc<"Src0", GenIndirectImmPred>, VecSrc<"Src1", GenIndirectImmPred>]> {
  let srcMod = "logic";
  let types = "B,BOOL,D,Q,UB,UD,UQ,UW,W";
  let summary = "bitwise xor";
}

//===----------------------------------------------------------------------===//
// LSC Load/Store/Atomic Operations
//===----------------------------------------------------------------------===//

def LSC_FENCE : Inst<"lsc_fence", 0x8b, GroupLSC,
    [ExecSizeField, PredField, UB<"LscSFID">, UB<"LscFenceOp">,
     UB<"LscScope">]> {
  let summary = "generic LSC fence operation {DG2+}";
}

// vISA 4.1 has only the typed layout (no typed block2d form of the 4.2 spec).
def LSC_TYPED : Inst<"lsc_typed", 0x8a, GroupLSC,
    [UB<"LscSubOp">, ExecSizeField, PredField, UB<"CachingL1">,
     UB<"CachingL3">, UB<"AddrType">, UB<"AddrSize">, UB<"DataSize">,
     UB<"DataOrder">, UB<"DataElemsPerAddr">, UB<"ChMask">,
     VecSrc<"Surface", GenIndirectImm>, Raw<"DstData">, Raw<"Src0AddrsU">,
     Raw<"Src0AddrsV">, Raw<"Src0AddrsR">, Raw<"Src0AddrsLOD">,
     Raw<"Src1Data">, Raw<"Src2Data">]> {
  let summary = "generic LSC typed load/store/atomic {DG2+}";
}

// LscSubOp is LSC_OP (visa_igc_common_header.h): 0x01/0x05 strided, 0x03/0x07
// block2d, everything else the plain untyped layout.
def LSC_UNTYPED : Inst<"lsc_untyped", 0x89, GroupLSC,
    [UB<"LscSubOp">, ExecSizeField, PredField, UB<"LscSFID">, UB<"CachingL1">,
     UB<"CachingL3">,
     Switch<"LscSubOp", 0xff, [
       // load_block2d / store_block2d
       Case<[0x03, 0x07], [UB<"DataSize">, UB<"DataOrder">, UB<"Blocks">,
                           UW<"BlockWidth">, UW<"BlockHeight">, UB<"VNNI">,
                           Raw<"DstData">, VecSrc<"SurfaceBaseAddr">,
                           VecSrc<"SurfaceWidth">, VecSrc<"SurfaceHeight">,
                           VecSrc<"SurfacePitch">, VecSrc<"Src0AddrX">,
                           VecSrc<"Src0AddrY">, Raw<"Src1Data">]>,
       // load_strided / store_strided
       Case<[0x01, 0x05], [UB<"AddrType">, UW<"AddrScale">, UD<"AddrImmOffset">,
                           UB<"AddrSize">, UB<"DataSize">, UB<"DataOrder">,
                           UB<"DataElemsPerAddr">, UB<"ChMask">,
                           VecSrc<"Surface">, Raw<"DstData">,
                           Raw<"Src0AddrBase">, VecSrc<"Src0AddrPitch">,
                           Raw<"Src1Data">]>,
       Case<[], [UB<"AddrType">, UW<"AddrScale">, UD<"AddrImmOffset">,
                 UB<"AddrSize">, UB<"DataSize">, UB<"DataOrder">,
                 UB<"DataElemsPerAddr">, UB<"ChMask">, VecSrc<"Surface">,
                 Raw<"DstData">, Raw<"Src0Addrs">, Raw<"Src1Data">,
                 Raw<"Src2Data">]>]>]> {
  let summary = "generic LSC untyped load/store/atomic {DG2+}";
}

//===----------------------------------------------------------------------===//
// Media Extensions
//===----------------------------------------------------------------------===//

def AVS : Inst<"avs", 0x43, GroupMedia,
    [UB<"Channels">, UB<"Sampler", RoleSampler>, UB<"Surface", RoleSurface>,
     Scalar<"U_offset", GenIndirectImm>, Scalar<"V_offset", GenIndirectImm>,
     Scalar<"DeltaU", GenIndirectImm>, Scalar<"DeltaV", GenIndirectImm>,
     Scalar<"u2d", GenIndirectImm>, Scalar<"groupID", GenIndirectImm>,
     Scalar<"verticalBlockNumber", GenIndirectImm>, UB<"cntrl">,
     Scalar<"v2d", GenIndirectImm>, UB<"execMode">,
     Scalar<"IEFBypass", GenIndirectImm>, Raw<"Dst">]> {
  let summary = "adaptive video scaling {-TGLLP}";
}

def VME_FBR : Inst<"vme_fbr", 0x56, GroupMedia,
    [Raw<"UNIInput">, Raw<"FBRInput">, UB<"Surface", RoleSurface>,
     Scalar<"FBRMbMode", GenIndirectImm>,
     Scalar<"FBRSubMbShape", GenIndirectImm>,
     Scalar<"FBRSubPredMode", GenIndirectImm>, Raw<"Output">]> {
  let summary = "VME fractional and bidirectional refinement {-TGLLP}";
}

def VME_IDM : Inst<"vme_idm", 0x57, GroupMedia,
    [Raw<"UNIInput">, Raw<"IDMInput">, UB<"Surface", RoleSurface>,
     Raw<"Output">]> {
  let summary = "VME distortion mesh {-TGLLP}";
}

def VME_IME : Inst<"vme_ime", 0x54, GroupMedia,
    [UB<"StreamMode">, UB<"SearchCtrl">, Raw<"UNIInput">, Raw<"IMEInput">,
     UB<"Surface", RoleSurface>, Raw<"Ref0">, Raw<"Ref1">, Raw<"CostCenter">,
     Raw<"Output">]> {
  let summary = "VME integer motion estimation {-TGLLP}";
}

def VME_SIC : Inst<"vme_sic", 0x55, GroupMedia,
    [Raw<"UNIInput">, Raw<"SICInput">, UB<"Surface", RoleSurface>,
     Raw<"Output">]> {
  let summary = "VME skip and intra check {-TGLLP}";
}

//===----------------------------------------------------------------------===//
// Miscellaneous Instructions
//===----------------------------------------------------------------------===//

def FILE : Inst<"file", 0x51, GroupMisc,
    [UD<"File_name", RoleString>]> {
  let summary = "file name";
  let asmFormat = "FILE $File_name";
}

def LIFETIME : Inst<"lifetime", 0x7b, GroupMisc,
    [UB<"properties">, UD<"variable">]> {
  let summary = "lifetime start or end of a variable";
}

def LOC : Inst<"loc", 0x52, GroupMisc,
    [UD<"Line_number">]> {
  let summary = "line number";
  let asmFormat = "LOC $Line_number";
}

def RAW_SEND : Inst<"raw_send", 0x5d, GroupMisc,
    [UB<"Modifiers">, ExecSizeField, PredField, UD<"ExMsgDesc">, UB<"NumSrc">,
     UB<"NumDst">, Scalar<"Desc", GenIndirectImm>, Raw<"Src">, Raw<"Dst">]> {
  let summary = "raw message send";
  let asmFormat = "$Pred raw_send$Modifiers:flag(0,c) $Exec_size $ExMsgDesc:hex $NumSrc $NumDst $Desc $Src $Dst";
}

// vISA 4.1 stores SFID after NumDst; the 4.2 spec lists it before NumSrc0.
def RAW_SENDS : Inst<"raw_sends", 0x7a, GroupMisc,
    [UB<"Modifiers">, ExecSizeField, PredField, UB<"NumSrc0">, UB<"NumSrc1">,
     UB<"NumDst">, UB<"SFID">, Scalar<"ExMsgDesc", GenIndirectImm>,
     Scalar<"Desc", GenIndirectImm>, Raw<"Src0">, Raw<"Src1">, Raw<"Dst">]> {
  let summary = "raw message split send";
  let asmFormat = "$Pred raw_sends$Modifiers:flag(0,c).$SFID.$Modifiers:flag(1,eot.)$NumSrc0.$NumSrc1.$NumDst $Exec_size $ExMsgDesc $Desc $Src0 $Src1 $Dst";
}

//===----------------------------------------------------------------------===//
// Sample Instructions
//===----------------------------------------------------------------------===//

def SAMPLE_UNORM : Inst<"sample_unorm", 0x41, GroupSampler,
    [UB<"Channel_mask">, UB<"Sampler", RoleSampler>,
     UB<"Surface", RoleSurface>, Scalar<"U_offset", GenIndirectImm>,
     Scalar<"V_offset", GenIndirectImm>, Scalar<"DeltaU", GenIndirectImm>,
     Scalar<"DeltaV", GenIndirectImm>, Raw<"Dst">]> {
  let summary = "sampler UNORM";
  let asmFormat = "sample_unorm.$Channel_mask:chmask.$Channel_mask:unormout $Sampler $Surface $U_offset $V_offset $DeltaU $DeltaV $Dst";
}

//===----------------------------------------------------------------------===//
// Surface-based Memory Access Instructions
//===----------------------------------------------------------------------===//

def DWORD_ATOMIC : Inst<"dword_atomic", 0x7d, GroupDataPort,
    [UB<"Op">, ExecSizeField, PredField, UB<"Surface", RoleSurface>,
     Raw<"Element_offset">, Raw<"Src0">, Raw<"Src1">, Raw<"Dst">]> {
  let summary = "dword untyped atomic messages";
  let asmFormat = "$Pred dword_atomic.$Op:atomic$Op:flag(5,.16)$Op:flag(6,.64) $Exec_size $Surface $Element_offset $Src0 $Src1 $Dst";
}

def GATHER4_SCALED : Inst<"gather4_scaled", 0x74, GroupDataPort,
    [ExecSizeField, PredField, UB<"Channels">, UW<"Scale">,
     UB<"Surface", RoleSurface>, Scalar<"Offset", GenIndirectImm>,
     Raw<"Element_offset">, Raw<"Dst">]> {
  let summary = "scaled untyped surface read";
  let asmFormat = "$Pred gather4_scaled.$Channels:chmask $Exec_size $Surface $Offset $Element_offset $Dst";
}

def GATHER4_TYPED : Inst<"gather4_typed", 0x4b, GroupDataPort,
    [ExecSizeField, PredField, UB<"Channels">, UB<"Surface", RoleSurface>,
     Raw<"U">, Raw<"V">, Raw<"R">, Raw<"LOD">, Raw<"Dst">]> {
  let summary = "typed surface read";
  let asmFormat = "$Pred gather4_typed.$Channels:chmask $Exec_size $Surface $U $V $R $LOD $Dst";
}

def GATHER_SCALED : Inst<"gather_scaled", 0x78, GroupDataPort,
    [ExecSizeField, PredField, UB<"Block_size">, UB<"Num_blocks">,
     UW<"Scale">, UB<"Surface", RoleSurface>,
     Scalar<"Offset", GenIndirectImm>, Raw<"Element_offset">, Raw<"Dst">]> {
  let summary = "byte scaled read";
  let asmFormat = "$Pred gather_scaled.$Num_blocks:blocknum $Exec_size $Surface $Offset $Element_offset $Dst";
}

def MEDIA_LD : Inst<"media_ld", 0x37, GroupDataPort,
    [UB<"Modifiers">, UB<"Surface", RoleSurface>, UB<"Plane">,
     UB<"Block_width">, UB<"Block_height">,
     Scalar<"X_offset", GenIndirectImm>, Scalar<"Y_offset", GenIndirectImm>,
     Raw<"Dst">]> {
  let summary = "media load";
  let asmFormat = "media_ld.$Modifiers:mediald ($Block_width,$Block_height) $Surface $Plane:opt $X_offset $Y_offset $Dst";
}

def MEDIA_ST : Inst<"media_st", 0x38, GroupDataPort,
    [UB<"Modifiers">, UB<"Surface", RoleSurface>, UB<"Plane">,
     UB<"Block_width">, UB<"Block_height">,
     Scalar<"X_offset", GenIndirectImm>, Scalar<"Y_offset", GenIndirectImm>,
     Raw<"Src">]> {
  let summary = "media store";
  let asmFormat = "media_st.$Modifiers:mediast ($Block_width,$Block_height) $Surface $Plane:opt $X_offset $Y_offset $Src";
}

def OWORD_LD : Inst<"oword_ld", 0x35, GroupDataPort,
    [UB<"Size">, UB<"Is_modified">, UB<"Surface", RoleSurface>,
     Scalar<"Offset", GenIndirectImm>, Raw<"Dst">]> {
  let summary = "oword load";
  let asmFormat = "oword_ld$Is_modified:flag(0,.mod) ($Size:owords) $Surface $Offset $Dst";
}

def OWORD_LD_UNALIGNED : Inst<"oword_ld_unaligned", 0x3c, GroupDataPort,
    [UB<"Size">, UB<"Is_modified">, UB<"Surface", RoleSurface>,
     Scalar<"Offset", GenIndirectImm>, Raw<"Dst">]> {
  let summary = "unaligned oword load";
  let asmFormat = "oword_ld_unaligned$Is_modified:flag(0,.mod) ($Size:owords) $Surface $Offset $Dst";
}

def OWORD_ST : Inst<"oword_st", 0x36, GroupDataPort,
    [UB<"Size">, UB<"Surface", RoleSurface>, Scalar<"Offset", GenIndirectImm>,
     Raw<"Src">]> {
  let summary = "oword store";
  let asmFormat = "oword_st ($Size:owords) $Surface $Offset $Src";
}

def QW_GATHER : Inst<"qw_gather", 0x86, GroupDataPort,
    [ExecSizeField, PredField, UB<"Num_blocks">, UB<"Surface", RoleSurface>,
     Raw<"Offset">, Raw<"Dst">]> {
  let summary = "qword gather {PVC_XT,PVC}";
}

def QW_SCATTER : Inst<"qw_scatter", 0x87, GroupDataPort,
    [ExecSizeField, PredField, UB<"Num_blocks">, UB<"Surface", RoleSurface>,
     Raw<"Offset">, Raw<"Src">]> {
  let summary = "qword scatter {PVC_XT,PVC}";
}

def SCATTER4_SCALED : Inst<"scatter4_scaled", 0x75, GroupDataPort,
    [ExecSizeField, PredField, UB<"Channels">, UW<"Scale">,
     UB<"Surface", RoleSurface>, Scalar<"Offset", GenIndirectImm>,
     Raw<"Element_offset">, Raw<"Src">]> {
  let summary = "scaled untyped surface write";
  let asmFormat = "$Pred scatter4_scaled.$Channels:chmask $Exec_size $Surface $Offset $Element_offset $Src";
}

def SCATTER4_TYPED : Inst<"scatter4_typed", 0x4c, GroupDataPort,
    [ExecSizeField, PredField, UB<"Channels">, UB<"Surface", RoleSurface>,
     Raw<"U">, Raw<"V">, Raw<"R">, Raw<"LOD">, Raw<"Src">]> {
  let summary = "typed surface write";
  let asmFormat = "$Pred scatter4_typed.$Channels:chmask $Exec_size $Surface $U $V $R $LOD $Src";
}

def SCATTER_SCALED : Inst<"scatter_scaled", 0x79, GroupDataPort,
    [ExecSizeField, PredField, UB<"Block_size">, UB<"Num_blocks">,
     UW<"Scale">, UB<"Surface", RoleSurface>,
     Scalar<"Offset", GenIndirectImm>, Raw<"Element_offset">, Raw<"Src">]> {
  let summary = "byte scaled write";
  let asmFormat = "$Pred scatter_scaled.$Num_blocks:blocknum $Exec_size $Surface $Offset $Element_offset $Src";
}

def GATHER : Inst<"gather", 0x39, GroupDataPort,
    [UB<"Elt_size">, UB<"Is_modified">, UB<"Num_elts">,
     UB<"Surface", RoleSurface>, Scalar<"Global_offset", GenIndirectImm>,
     Raw<"Element_offset">, Raw<"Dst">]> {
  let summary = "gather (byte/word/dword elements, no exec size)";
  let asmFormat = "gather$Is_modified:flag(0,.mod).$Elt_size:eltsize $Num_elts:sgexec$Is_modified:flag(0,.mod) $Surface $Global_offset $Element_offset $Dst";
}

def SCATTER : Inst<"scatter", 0x3a, GroupDataPort,
    [UB<"Elt_size">, UB<"Num_elts">, UB<"Surface", RoleSurface>,
     Scalar<"Global_offset", GenIndirectImm>, Raw<"Element_offset">,
     Raw<"Src">]> {
  let summary = "scatter (byte/word/dword elements, no exec size)";
  let asmFormat = "scatter.$Elt_size:eltsize $Num_elts:sgexec $Surface $Global_offset $Element_offset $Src";
}

//===----------------------------------------------------------------------===//
// SVM - Shared Virtual Memory Access
//===----------------------------------------------------------------------===//

def SVM_BLOCK_LD : Inst<"svm_block_ld", 0x4e, GroupSVM,
    [UB<"Properties">, Scalar<"Address", GenIndirectImm>, Raw<"Dst">]> {
  let subOpcode = 0x01;
  let summary = "SMV Block Load";
  let asmFormat = "svm_block_ld$Properties:flag(3,.unaligned) ($Properties:owords) $Address $Dst";
}

def SVM_GATHER : Inst<"svm_gather", 0x4e, GroupSVM,
    [ExecSizeField, PredField, UB<"Block_size">, UB<"Num_blocks">,
     Raw<"Addresses">, Raw<"Dst">]> {
  let subOpcode = 0x03;
  let summary = "SMV gather";
  let asmFormat = "$Pred svm_gather.$Block_size:blocksize.$Num_blocks:blocknum $Exec_size $Addresses $Dst";
}

def SVM_BLOCK_ST : Inst<"svm_block_st", 0x4e, GroupSVM,
    [UB<"Properties">, Scalar<"Address", GenIndirectImm>, Raw<"Src">]> {
  let subOpcode = 0x02;
  let summary = "SMV Block Store";
  let asmFormat = "svm_block_st$Properties:flag(3,.unaligned) ($Properties:owords) $Address $Src";
}

def SVM_GATHER4_SCALED : Inst<"svm_gather4scaled", 0x4e, GroupSVM,
    [ExecSizeField, PredField, UB<"Channels">, UW<"Scale">,
     Scalar<"Address", GenIndirectImm>, Raw<"Element_offset">, Raw<"Dst">]> {
  let subOpcode = 0x06;
  let summary = "SVM gather4 with scaling pitch";
  let asmFormat = "$Pred svm_gather4scaled.$Channels:chmask $Exec_size $Address $Element_offset $Dst";
}

def SVM_SCATTER4_SCALED : Inst<"svm_scatter4scaled", 0x4e, GroupSVM,
    [ExecSizeField, PredField, UB<"Channels">, UW<"Scale">,
     Scalar<"Address", GenIndirectImm>, Raw<"Element_offset">, Raw<"Src">]> {
  let subOpcode = 0x07;
  let summary = "SVM scatter4 with scaling pitch";
  let asmFormat = "$Pred svm_scatter4scaled.$Channels:chmask $Exec_size $Address $Element_offset $Src";
}

def SVM_SCATTER : Inst<"svm_scatter", 0x4e, GroupSVM,
    [ExecSizeField, PredField, UB<"Block_size">, UB<"Num_blocks">,
     Raw<"Addresses">, Raw<"Src">]> {
  let subOpcode = 0x04;
  let summary = "SMV scatter";
  let asmFormat = "$Pred svm_scatter.$Block_size:blocksize.$Num_blocks:blocknum $Exec_size $Addresses $Src";
}

def SVM_ATOMIC : Inst<"svm_atomic", 0x4e, GroupSVM,
    [ExecSizeField, PredField, UB<"Op">, Raw<"Addresses">, Raw<"Src0">,
     Raw<"Src1">, Raw<"Dst">]> {
  let subOpcode = 0x05;
  let summary = "SVM atomic operations";
  let asmFormat = "$Pred svm_atomic.$Op:atomic$Op:flag(5,.16)$Op:flag(6,.64) $Exec_size $Addresses $Dst $Src0 $Src1";
}

//===----------------------------------------------------------------------===//
// Synchronization Instructions
//===----------------------------------------------------------------------===//

def BARRIER : Inst<"barrier", 0x59, GroupSync,
    []> {
  let summary = "thread group barrier";
}

def CACHE_FLUSH : Inst<"sampler_cache_flush", 0x5a, GroupSync,
    []> {
  let summary = "textural cache flush";
}

// IGC prints it as fence_global, fence_local or fence_sw depending on Mask.
def FENCE : Inst<"fence", 0x5c, GroupSync,
    [UB<"Mask">]> {
  let summary = "memory fence";
  let asmFormat = "fence$Mask:fence";
}

// vISA 4.1 layout: Mode, Id, thread count. The 4.2 spec has Mode, Id, Type,
// Num_producers, Num_consumers.
def NBARRIER : Inst<"nbarrier", 0x60, GroupSync,
    [UB<"Mode">, Scalar<"Id", GenIndirectImm>,
     Scalar<"Num_threads", GenIndirectImm>]> {
  let summary = "named barrier {PVC+}";
}

def SBARRIER : Inst<"sbarrier", 0x7c, GroupSync,
    [UB<"Mode">]> {
  let summary = "split-phase barrier";
  let asmFormat = "sbarrier$Mode:barrier";
}

def WAIT : Inst<"wait", 0x5b, GroupSync,
    [Scalar<"Mask", GenIndirectImm>]> {
  let summary = "wait for thread dependencies";
}

def YIELD : Inst<"yield", 0x5f, GroupSync,
    []> {
  let summary = "yield to another thread";
}

//===----------------------------------------------------------------------===//
// Instructions IGC 1.0.12504 knows that have no page in the 4.2 spec
//===----------------------------------------------------------------------===//

def DP2 : ArithInst<"dp2", 0x04, [VecSrc<"Src0">, VecSrc<"Src1">], "F"> {
  let summary = "two-component dot product";
}
def DP3 : ArithInst<"dp3", 0x05, [VecSrc<"Src0">, VecSrc<"Src1">], "F"> {
  let summary = "three-component dot product";
}
def DP4 : ArithInst<"dp4", 0x06, [VecSrc<"Src0">, VecSrc<"Src1">], "F"> {
  let summary = "four-component dot product";
}
def DPH : ArithInst<"dph", 0x07, [VecSrc<"Src0">, VecSrc<"Src1">], "F"> {
  let summary = "homogeneous dot product";
}
def LINE : ArithInst<"line", 0x0a, [VecSrc<"Src0">, VecSrc<"Src1">], "F"> {
  let summary = "line equation";
}
def SAMPLE : Inst<"sample", 0x40, GroupSampler,
    [UB<"Mode">, UB<"Sampler", RoleSampler>, UB<"Surface", RoleSurface>,
     Raw<"U">, Raw<"V">, Raw<"R">, Raw<"Dst">]> {
  let summary = "media sampler sample (channels in Mode bits 0-3, SIMD16 in bits 4-5)";
  let asmFormat = "sample.$Mode:chmask ($Mode:simdmode) $Sampler $Surface $U $V $R $Dst";
}
def LOAD : Inst<"load", 0x42, GroupSampler,
    [UB<"Mode">, UB<"Surface", RoleSurface>, Raw<"U">, Raw<"V">, Raw<"R">,
     Raw<"Dst">]> {
  let summary = "media sampler load (channels in Mode bits 0-3, SIMD16 in bits 4-5)";
  let asmFormat = "load.$Mode:chmask ($Mode:simdmode) $Surface $U $V $R $Dst";
}


} // AllInstructions

#endif // VISA_OBJECT_INSTRUCTIONS_TD
