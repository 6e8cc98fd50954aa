//===- GenOpcodes.td - Gen opcodes: numbers per generation and forms -*- tablegen -*-===//
//
// The Gen opcode table, the one source every consumer is generated from:
// visa-tblgen -gen-gen-opcodes writes the GEN_OPCODE(...) rows that the
// decoder, encoder, printer and simulator index (GenOpcodes.inc), and
// include/visa/Dialect/Gen/GenOps.td makes one `gen` dialect op per record.
//
// Each record gives the opcode's mnemonic, its operand form (how its fields
// are read, printed and, in the gen dialect, which operands it takes) and its
// 7-bit encoding on each generation (-1: absent there).
//
//===----------------------------------------------------------------------===//

#ifndef VISA_GEN_GENOPCODES_TD
#define VISA_GEN_GENOPCODES_TD

// Operand forms. `terminator`: in the gen dialect the op ends a block and
// names its branch targets as successors.
class GenForm<bit isTerminator = 0> {
  bit terminator = isTerminator;
}
def Nullary : GenForm;  // no operands (nop, illegal)
def Unary   : GenForm;  // dst, src0
def Binary  : GenForm;  // dst, src0, src1
def Ternary : GenForm;  // dst, src0, src1, src2
def Math    : GenForm;  // dst, src0[, src1] and a math function
def Send    : GenForm;  // dst, payload; descriptors
def Sends   : GenForm;  // dst, two payloads; descriptors
def Wait    : GenForm;  // wait/sync: one notification or SWSB source
def Jmpi    : GenForm<1>; // scalar jump (label or register)
def Branch1 : GenForm;  // JIP only (endif, join, while)
def Branch2 : GenForm<1>; // JIP and UIP (if, else, goto, break, cont, halt)
def Call    : GenForm<1>; // call/calla: link register and target
def Ret     : GenForm<1>; // return through a link register
def Brd     : GenForm<1>; // diverging branch
def Brc     : GenForm<1>; // converging branch

class GenOpcode<string opMnemonic, GenForm opForm, int gen8, int gen9,
                int gen11, int gen12> {
  string mnemonic = opMnemonic;
  GenForm form = opForm;
  int gen8Bits = gen8;
  int gen9Bits = gen9;
  int gen11Bits = gen11;
  int gen12Bits = gen12;
}

defset list<GenOpcode> AllGenOpcodes = {
//                              mnemonic  form      gen8  gen9 gen11 gen12
def OpIllegal: GenOpcode<"illegal",Nullary, 0x00, 0x00, 0x00,  0x00>;
def OpSync:    GenOpcode<"sync",   Wait,      -1,   -1,   -1,  0x01>;
def OpMov:     GenOpcode<"mov",    Unary,   0x01, 0x01, 0x01,  0x61>;
def OpSel:     GenOpcode<"sel",    Binary,  0x02, 0x02, 0x02,  0x62>;
def OpMovi:    GenOpcode<"movi",   Binary,  0x03, 0x03, 0x03,  0x63>;
def OpNot:     GenOpcode<"not",    Unary,   0x04, 0x04, 0x04,  0x64>;
def OpAnd:     GenOpcode<"and",    Binary,  0x05, 0x05, 0x05,  0x65>;
def OpOr:      GenOpcode<"or",     Binary,  0x06, 0x06, 0x06,  0x66>;
def OpXor:     GenOpcode<"xor",    Binary,  0x07, 0x07, 0x07,  0x67>;
def OpShr:     GenOpcode<"shr",    Binary,  0x08, 0x08, 0x08,  0x68>;
def OpShl:     GenOpcode<"shl",    Binary,  0x09, 0x09, 0x09,  0x69>;
def OpSmov:    GenOpcode<"smov",   Binary,  0x0A, 0x0A, 0x0A,    -1>;
def OpAsr:     GenOpcode<"asr",    Binary,  0x0C, 0x0C, 0x0C,  0x6C>;
def OpRor:     GenOpcode<"ror",    Binary,    -1,   -1, 0x0E,  0x6E>;
def OpRol:     GenOpcode<"rol",    Binary,    -1,   -1, 0x0F,  0x6F>;
def OpCmp:     GenOpcode<"cmp",    Binary,  0x10, 0x10, 0x10,  0x70>;
def OpCmpn:    GenOpcode<"cmpn",   Binary,  0x11, 0x11, 0x11,  0x71>;
def OpCsel:    GenOpcode<"csel",   Ternary, 0x12, 0x12, 0x12,  0x72>;
def OpBfrev:   GenOpcode<"bfrev",  Unary,   0x17, 0x17, 0x17,  0x77>;
def OpBfe:     GenOpcode<"bfe",    Ternary, 0x18, 0x18, 0x18,  0x78>;
def OpBfi1:    GenOpcode<"bfi1",   Binary,  0x19, 0x19, 0x19,  0x79>;
def OpBfi2:    GenOpcode<"bfi2",   Ternary, 0x1A, 0x1A, 0x1A,  0x7A>;
def OpJmpi:    GenOpcode<"jmpi",   Jmpi,    0x20, 0x20, 0x20,  0x20>;
def OpBrd:     GenOpcode<"brd",    Brd,     0x21, 0x21, 0x21,  0x21>;
def OpIf:      GenOpcode<"if",     Branch2, 0x22, 0x22, 0x22,  0x22>;
def OpBrc:     GenOpcode<"brc",    Brc,     0x23, 0x23, 0x23,  0x23>;
def OpElse:    GenOpcode<"else",   Branch2, 0x24, 0x24, 0x24,  0x24>;
def OpEndif:   GenOpcode<"endif",  Branch1, 0x25, 0x25, 0x25,  0x25>;
def OpWhile:   GenOpcode<"while",  Branch1, 0x27, 0x27, 0x27,  0x27>;
def OpBreak:   GenOpcode<"break",  Branch2, 0x28, 0x28, 0x28,  0x28>;
def OpCont:    GenOpcode<"cont",   Branch2, 0x29, 0x29, 0x29,  0x29>;
def OpHalt:    GenOpcode<"halt",   Branch2, 0x2A, 0x2A, 0x2A,  0x2A>;
def OpCalla:   GenOpcode<"calla",  Call,    0x2B, 0x2B, 0x2B,  0x2B>;
def OpCall:    GenOpcode<"call",   Call,    0x2C, 0x2C, 0x2C,  0x2C>;
def OpRet:     GenOpcode<"ret",    Ret,     0x2D, 0x2D, 0x2D,  0x2D>;
def OpGoto:    GenOpcode<"goto",   Branch2, 0x2E, 0x2E, 0x2E,  0x2E>;
def OpJoin:    GenOpcode<"join",   Branch1, 0x2F, 0x2F, 0x2F,  0x2F>;
def OpWait:    GenOpcode<"wait",   Wait,    0x30, 0x30, 0x30,    -1>;
def OpSend:    GenOpcode<"send",   Send,    0x31, 0x31, 0x31,  0x31>;
def OpSendc:   GenOpcode<"sendc",  Send,    0x32, 0x32, 0x32,  0x32>;
def OpSends:   GenOpcode<"sends",  Sends,     -1, 0x33, 0x33,    -1>;
def OpSendsc:  GenOpcode<"sendsc", Sends,     -1, 0x34, 0x34,    -1>;
def OpMath:    GenOpcode<"math",   Math,    0x38, 0x38, 0x38,  0x38>;
def OpAdd:     GenOpcode<"add",    Binary,  0x40, 0x40, 0x40,  0x40>;
def OpMul:     GenOpcode<"mul",    Binary,  0x41, 0x41, 0x41,  0x41>;
def OpAvg:     GenOpcode<"avg",    Binary,  0x42, 0x42, 0x42,  0x42>;
def OpFrc:     GenOpcode<"frc",    Unary,   0x43, 0x43, 0x43,  0x43>;
def OpRndu:    GenOpcode<"rndu",   Unary,   0x44, 0x44, 0x44,  0x44>;
def OpRndd:    GenOpcode<"rndd",   Unary,   0x45, 0x45, 0x45,  0x45>;
def OpRnde:    GenOpcode<"rnde",   Unary,   0x46, 0x46, 0x46,  0x46>;
def OpRndz:    GenOpcode<"rndz",   Unary,   0x47, 0x47, 0x47,  0x47>;
def OpMac:     GenOpcode<"mac",    Binary,  0x48, 0x48, 0x48,  0x48>;
def OpMach:    GenOpcode<"mach",   Binary,  0x49, 0x49, 0x49,  0x49>;
def OpLzd:     GenOpcode<"lzd",    Unary,   0x4A, 0x4A, 0x4A,  0x4A>;
def OpFbh:     GenOpcode<"fbh",    Unary,   0x4B, 0x4B, 0x4B,  0x4B>;
def OpFbl:     GenOpcode<"fbl",    Unary,   0x4C, 0x4C, 0x4C,  0x4C>;
def OpCbit:    GenOpcode<"cbit",   Unary,   0x4D, 0x4D, 0x4D,  0x4D>;
def OpAddc:    GenOpcode<"addc",   Binary,  0x4E, 0x4E, 0x4E,  0x4E>;
def OpSubb:    GenOpcode<"subb",   Binary,  0x4F, 0x4F, 0x4F,  0x4F>;
def OpSad2:    GenOpcode<"sad2",   Binary,  0x50, 0x50,   -1,    -1>;
def OpSada2:   GenOpcode<"sada2",  Binary,  0x51, 0x51,   -1,    -1>;
def OpDp4:     GenOpcode<"dp4",    Binary,  0x54, 0x54,   -1,    -1>;
def OpDph:     GenOpcode<"dph",    Binary,  0x55, 0x55,   -1,    -1>;
def OpDp3:     GenOpcode<"dp3",    Binary,  0x56, 0x56,   -1,    -1>;
def OpDp2:     GenOpcode<"dp2",    Binary,  0x57, 0x57,   -1,    -1>;
def OpDp4a:    GenOpcode<"dp4a",   Ternary,   -1,   -1,   -1,  0x58>;
def OpLine:    GenOpcode<"line",   Binary,  0x59, 0x59,   -1,    -1>;
def OpPln:     GenOpcode<"pln",    Binary,  0x5A, 0x5A,   -1,    -1>;
def OpMad:     GenOpcode<"mad",    Ternary, 0x5B, 0x5B, 0x5B,  0x5B>;
def OpLrp:     GenOpcode<"lrp",    Ternary, 0x5C, 0x5C,   -1,    -1>;
def OpMadm:    GenOpcode<"madm",   Ternary, 0x5D, 0x5D, 0x5D,    -1>;
def OpNop:     GenOpcode<"nop",    Nullary, 0x7E, 0x7E, 0x7E,  0x60>;
}

#endif // VISA_GEN_GENOPCODES_TD
