//===- InstrFormats.td - Vocabulary of vISA instruction formats -*- tablegen -*-===//
//
// The classes every vISA instruction description is written in. An
// instruction's binary layout is the list of fields after its opcode byte (and
// sub-opcode byte, for instructions that share an opcode). Everything that
// reads or writes vISA -- the binary reader/writer, the .visaasm
// parser/printer, the `visa` dialect's ops and verifiers -- is driven by the
// table visa-tblgen generates from these records. Nothing restates a layout.
//
// This file has no MLIR dependency; include/visa/Dialect/VISA/VISAOps.td turns
// every record of `AllInstructions` into an op.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_OBJECT_INSTRFORMATS_TD
#define VISA_OBJECT_INSTRFORMATS_TD

//===----------------------------------------------------------------------===//
// Fields
//===----------------------------------------------------------------------===//

// One item of an instruction's binary format. `name` is the spec's name for
// the field (Exec_size, Dst, Src0, ...): printers, parsers and op accessors
// refer to fields by it.
class Field<string fieldName> {
  string name = fieldName;
}

// What an integer field means beyond its value. The role decides how the
// field is printed in .visaasm (an execution size as `(M1, 16)`, a surface as
// `T6`, a label by its name) and which declaration it refers to.
class FieldRole<string roleName> { string name = roleName; }
def RoleNone      : FieldRole<"None">;      // a plain number / enum / mask
def RoleExecSize  : FieldRole<"ExecSize">;  // Exec_size byte: size bits 0-2, mask control bits 4-7
def RolePred      : FieldRole<"Pred">;      // predication control word (see 5_operands.md)
def RoleLabel     : FieldRole<"Label">;     // index into the label table
def RoleSurface   : FieldRole<"Surface">;   // index into the surface table (T0-T5 predefined)
def RoleSampler   : FieldRole<"Sampler">;   // index into the sampler table
def RoleVme       : FieldRole<"Vme">;       // index into the VME table
def RoleString    : FieldRole<"String">;    // index into the string pool
def RoleFunction  : FieldRole<"Function">;  // index into the file's function table

// An unsigned little-endian integer of `bytes` bytes (1, 2 or 4).
class Int<string fieldName, int fieldBytes, FieldRole fieldRole = RoleNone>
    : Field<fieldName> {
  int bytes = fieldBytes;
  FieldRole role = fieldRole;
}
class UB<string n, FieldRole r = RoleNone> : Int<n, 1, r>;
class UW<string n, FieldRole r = RoleNone> : Int<n, 2, r>;
class UD<string n, FieldRole r = RoleNone> : Int<n, 4, r>;

// The common leading fields.
def ExecSizeField : UB<"Exec_size", RoleExecSize>;
def PredField     : UW<"Pred", RolePred>;

// Operand classes a vector operand may take (5_operands.md, `operand_class`).
class OperandClasses<bit g, bit a, bit p, bit i, bit imm, bit st> {
  bit general = g; bit address = a; bit predicate = p;
  bit indirect = i; bit immediate = imm; bit state = st;
}
def GenIndirect       : OperandClasses<1, 0, 0, 1, 0, 0>;
def GenIndirectImm    : OperandClasses<1, 0, 0, 1, 1, 0>;
def GenIndirectImmAddr: OperandClasses<1, 1, 0, 1, 1, 0>;
def GenIndirectImmPred: OperandClasses<1, 0, 1, 1, 1, 0>;
def GenIndirectAddr   : OperandClasses<1, 1, 0, 1, 0, 0>;
def GenIndirectPred   : OperandClasses<1, 0, 1, 1, 0, 0>;
def GenImm            : OperandClasses<1, 0, 0, 0, 1, 0>;
def AddrOnly          : OperandClasses<0, 1, 0, 0, 0, 0>;
def PredOnly          : OperandClasses<0, 0, 1, 0, 0, 0>;
def StateOnly         : OperandClasses<0, 0, 0, 0, 0, 1>;
def AnyVectorClass    : OperandClasses<1, 1, 1, 1, 1, 1>;

// A vec_operand. `isDst` marks a destination (1D region); `scalar` marks the
// spec's "scalar" operands, whose region is ignored.
class Vec<string n, OperandClasses c, bit dst = 0, bit isScalar = 0>
    : Field<n> {
  OperandClasses classes = c;
  bit isDst = dst;
  bit scalar = isScalar;
}
class VecDst<string n, OperandClasses c = GenIndirect> : Vec<n, c, 1>;
class VecSrc<string n, OperandClasses c = GenIndirectImm> : Vec<n, c>;
class Scalar<string n, OperandClasses c = GenIndirectImm> : Vec<n, c, 0, 1>;

// A raw_operand: a general variable and a byte offset.
class Raw<string n> : Field<n>;

// `element` repeated as many times as the value of the earlier integer field
// named `countField`.
class List<string n, string countFieldName, Field elementField> : Field<n> {
  string countField = countFieldName;
  Field element = elementField;
}

// Fields whose layout depends on an earlier integer field: the first case
// whose `values` contains (field & mask) applies. An empty `values` list is
// the default case.
class Case<list<int> caseValues, list<Field> caseFields> {
  list<int> values = caseValues;
  list<Field> fields = caseFields;
}
class Switch<string keyFieldName, int keyMask, list<Case> switchCases>
    : Field<""> {
  string keyField = keyFieldName;
  int mask = keyMask;
  list<Case> cases = switchCases;
}

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

// The spec's instruction groups (6_instructions.md).
class InstGroup<string groupName> { string name = groupName; }
def GroupArith     : InstGroup<"Arith">;
def GroupLogic     : InstGroup<"Logic">;
def GroupCompare   : InstGroup<"Compare">;
def GroupAddress   : InstGroup<"Address">;
def GroupMove      : InstGroup<"Move">;
def GroupFlow      : InstGroup<"Flow">;
def GroupMisc      : InstGroup<"Misc">;
def GroupDataPort  : InstGroup<"DataPort">;
def GroupSampler   : InstGroup<"Sampler">;
def GroupSVM       : InstGroup<"SVM">;
def GroupLSC       : InstGroup<"LSC">;
def GroupVME       : InstGroup<"VME">;
def GroupSync      : InstGroup<"Sync">;
def Group3D        : InstGroup<"3D">;

// One vISA instruction (one file of visa-spec/instructions/).
//  - `mnemonic`: the .visaasm name (lower case, as IGC prints it);
//  - `opcode`, and `subOpcode` >= 0 for instructions that share an opcode and
//    are told apart by the byte after it (SVM);
//  - `fields`: the binary format after the opcode (and sub-opcode) byte;
//  - `saturate` / `srcMod`: whether .sat and source modifiers are allowed
//    ("arithmetic", "logic" or "" for none).
class Inst<string instMnemonic, int instOpcode, InstGroup instGroup,
           list<Field> instFields> {
  string mnemonic = instMnemonic;
  int opcode = instOpcode;
  int subOpcode = -1;
  InstGroup group = instGroup;
  list<Field> fields = instFields;
  bit saturate = 0;
  string srcMod = "";
  // Types the instruction supports, as the spec's "Supported Types" line
  // spells them (e.g. "B,D,DF,F,HF,Q,UB,UD,UQ,UW,W"); empty when unrestricted.
  string types = "";
  // A one-line description for documentation and --help output.
  string summary = "";
}

// The common shapes.
class ArithInst<string m, int op, list<Field> srcs, string t = "">
    : Inst<m, op, GroupArith,
           !listconcat([ExecSizeField, PredField, VecDst<"Dst">], srcs)> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = t;
}

#endif // VISA_OBJECT_INSTRFORMATS_TD
