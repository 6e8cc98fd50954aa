//===- Instructions.td - Every vISA instruction's format --------*- tablegen -*-===//
//
// One record per instruction of visa-spec/instructions/, grouped as in
// 6_instructions.md. The binary layouts are those of vISA 4.1 as IGC writes
// it (which the 4.2 spec describes byte for byte unless a comment says
// otherwise). `AllInstructions` is the list every generator walks.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_OBJECT_INSTRUCTIONS_TD
#define VISA_OBJECT_INSTRUCTIONS_TD

include "visa/Object/InstrFormats.td"

defset list<Inst> AllInstructions = {

//===----------------------------------------------------------------------===//
// Arithmetic
//===----------------------------------------------------------------------===//

def ADD : ArithInst<"add", 0x01, [VecSrc<"Src0">, VecSrc<"Src1">],
                    "B,D,DF,F,HF,Q,UB,UD,UQ,UW,W">;

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

def LABEL : Inst<"label", 0x31, GroupFlow, [UW<"Label", RoleLabel>]>;
def JMP : Inst<"jmp", 0x32, GroupFlow,
               [ExecSizeField, PredField, UW<"Label", RoleLabel>]>;

//===----------------------------------------------------------------------===//
// Data port
//===----------------------------------------------------------------------===//

def GATHER4_SCALED : Inst<"gather4_scaled", 0x74, GroupDataPort,
    [ExecSizeField, PredField, UB<"Channels">, UW<"Scale">,
     UB<"Surface", RoleSurface>, Scalar<"Offset">, Raw<"Element_offset">,
     Raw<"Dst">]>;

//===----------------------------------------------------------------------===//
// Shared virtual memory (opcode 0x4e, told apart by the SVM_ID byte)
//===----------------------------------------------------------------------===//

def SVM_BLOCK_LD : Inst<"svm_block_ld", 0x4e, GroupSVM,
    [ExecSizeField, PredField, UB<"Properties">, Raw<"Address">, Raw<"Dst">]> {
  let subOpcode = 0x01;
}

//===----------------------------------------------------------------------===//
// Sampler
//===----------------------------------------------------------------------===//

def SAMPLE3D : Inst<"sample3d", 0x6d, GroupSampler,
    [UW<"Op">, ExecSizeField, PredField, UB<"Channels">,
     VecSrc<"Aoffimmi">, UB<"Sampler", RoleSampler>,
     UB<"Surface", RoleSurface>, Raw<"Dst">, UB<"NumParams">,
     List<"Params", "NumParams", Raw<"Param">>]>;

} // AllInstructions

#endif // VISA_OBJECT_INSTRUCTIONS_TD
