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
// `legacyBytes`, when not 0, is its width in files older than vISA 4.0.
class Int<string fieldName, int fieldBytes, FieldRole fieldRole = RoleNone>
    : Field<fieldName> {
  int bytes = fieldBytes;
  FieldRole role = fieldRole;
  int legacyBytes = 0;
}
class UB<string n, FieldRole r = RoleNone> : Int<n, 1, r>;
class UW<string n, FieldRole r = RoleNone> : Int<n, 2, r>;
class UD<string n, FieldRole r = RoleNone> : Int<n, 4, r>;
// A UW that vISA 3.x stored as a UB (the 3D sampler Op fields).
class UWSince4<string n, FieldRole r = RoleNone> : UW<n, r> {
  let legacyBytes = 1;
}

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
def GenPred           : OperandClasses<1, 0, 1, 0, 0, 0>;
def GenAddrState      : OperandClasses<1, 1, 0, 0, 0, 1>;
def GenState          : OperandClasses<1, 0, 0, 0, 0, 1>;
def GenStateImm       : OperandClasses<1, 0, 0, 0, 1, 1>;
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
// named `countField`, which may not exceed `maxCount` (0: no limit).
class List<string n, string countFieldName, Field elementField,
           int maxElements = 0> : Field<n> {
  string countField = countFieldName;
  Field element = elementField;
  int maxCount = maxElements;
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

// `fields` present only when bit(s) `bitMask` of the earlier integer field
// `keyFieldName` are all set (e.g. RT_WRITE's optional operands).
class Present<string keyFieldName, int bitMask, list<Field> presentFields>
    : Switch<keyFieldName, bitMask,
             [Case<[bitMask], presentFields>, Case<[], []>]>;

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
def GroupMedia     : InstGroup<"Media">;
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
//    ("arithmetic", "logic" or "" for none);
//  - `encodingAlias`: the record shares its opcode (and layout) with another
//    record, which is what the binary decodes to; it exists for the text form
//    (FCCALL is a CALL to a fast-composite label).
class Inst<string instMnemonic, int instOpcode, InstGroup instGroup,
           list<Field> instFields> {
  string mnemonic = instMnemonic;
  int opcode = instOpcode;
  int subOpcode = -1;
  bit encodingAlias = 0;
  InstGroup group = instGroup;
  list<Field> fields = instFields;
  bit saturate = 0;
  string srcMod = "";
  // Types the instruction supports, as the spec's "Supported Types" line
  // spells them (e.g. "B,D,DF,F,HF,Q,UB,UD,UQ,UW,W"); empty when unrestricted.
  string types = "";
  // A one-line description for documentation and --help output.
  string summary = "";
  // How the instruction reads in .visaasm when that differs from the generic
  // syntax; see "Assembly formats" below. Empty: the generic syntax.
  string asmFormat = "";
}

//===----------------------------------------------------------------------===//
// Assembly formats (`asmFormat`)
//===----------------------------------------------------------------------===//
//
// The .visaasm printer and parser (lib/Object/VISAAsm*.cpp) both read an
// instruction through one template. An empty asmFormat stands for the generic
// syntax
//     $Pred mnemonic$sat $Exec_size $F1 $F2 ...
// where $Pred/$sat/($Exec_size) appear only if the instruction has a Pred
// field / allows saturation / has an Exec_size field, and F1, F2, ... are the
// remaining top-level fields in binary order.
//
// A template is literal text with references in it:
//   $Name            the field called Name (it may be nested in a List or a
//                    Switch case) in the syntax of its kind and role: vector
//                    and raw operands as in 5_operands.md, Pred as `(!P2.any)`
//                    or nothing, Exec_size as `(M1_NM, 16)`, Surface as `T6`,
//                    Sampler as `S0`, Label by name, other integers in decimal;
//                    a List prints its elements separated by blanks
//   $Name:conv       the field through the named converter `conv` (the table
//                    in lib/Object/VISAAsmFormat.cpp: relop, chmask, atomic,
//                    owords, blocknum, blocksize, ...). A converter may own
//                    only some bits of the field, so several references can
//                    share one field; the parser ORs their bits together
//   $Name:flag(B,t)  the text t when bit B of the field is set, nothing when
//                    it is clear
//   $Name:hex        the integer in hexadecimal (0x...)
//   $Name:opt        like $Name, but the parser also accepts it missing (0)
//   $sat             `.sat` when the destination carries the saturate modifier
//   a blank          one blank in the output; any white space when parsing
//   $$               a literal `$`
// A name ends at the first character that is not alphanumeric or `_`.
// Fields a template does not mention are not printed and read back as 0,
// except a List's count field, which the parser sets from the number of
// elements it read. The first literal word of a template is the mnemonic the
// parser looks the instruction up by.

// The common shapes.
class ArithInst<string m, int op, list<Field> srcs, string t = "">
    : Inst<m, op, GroupArith,
           !listconcat([ExecSizeField, PredField, VecDst<"Dst">], srcs)> {
  let saturate = 1;
  let srcMod = "arithmetic";
  let types = t;
}

#endif // VISA_OBJECT_INSTRFORMATS_TD
