// A tiny stack-machine interpreter: each work-item runs the same bytecode
// program (from __constant memory) on its own inputs, with a private
// operand stack, a dispatch switch, conditional jumps and a call/return
// stack: the divergent control flow of a scripting or shader interpreter.
// -DSIMD32 asks for SIMD32.
enum { OP_PUSH, OP_LOAD, OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_DUP, OP_SWAP,
       OP_JZ, OP_JMP, OP_CALL, OP_RET, OP_LT, OP_STORE, OP_HALT, OP_MOD };

typedef struct {
  int stack[16];
  int sp;
  int ret[4];
  int rp;
} Machine;

static int pop(Machine *m) { return m->stack[--m->sp]; }
static void push(Machine *m, int v) { m->stack[m->sp++] = v; }

#ifdef SIMD32
__attribute__((intel_reqd_sub_group_size(32)))
#endif
__kernel void app_vm(__constant int *code, int code_len,
                     __global const int *inputs, __global int *outputs,
                     __global int *steps) {
  int gid = get_global_id(0);
  int regs[4];
  for (int i = 0; i < 4; ++i)
    regs[i] = inputs[gid * 4 + i];
  Machine m;
  m.sp = 0;
  m.rp = 0;
  int pc = 0, n = 0;
  bool running = true;
  while (running && n < 2000 && pc >= 0 && pc < code_len) {
    int op = code[pc++];
    ++n;
    int a, b;
    switch (op) {
    case OP_PUSH: push(&m, code[pc++]); break;
    case OP_LOAD: push(&m, regs[code[pc++] & 3]); break;
    case OP_STORE: regs[code[pc++] & 3] = pop(&m); break;
    case OP_ADD: b = pop(&m); a = pop(&m); push(&m, a + b); break;
    case OP_SUB: b = pop(&m); a = pop(&m); push(&m, a - b); break;
    case OP_MUL: b = pop(&m); a = pop(&m); push(&m, a * b); break;
    case OP_DIV: b = pop(&m); a = pop(&m); push(&m, b ? a / b : 0); break;
    case OP_MOD: b = pop(&m); a = pop(&m); push(&m, b ? a % b : 0); break;
    case OP_LT: b = pop(&m); a = pop(&m); push(&m, a < b); break;
    case OP_DUP: a = pop(&m); push(&m, a); push(&m, a); break;
    case OP_SWAP: b = pop(&m); a = pop(&m); push(&m, b); push(&m, a); break;
    case OP_JZ: a = code[pc++]; if (pop(&m) == 0) pc = a; break;
    case OP_JMP: pc = code[pc]; break;
    case OP_CALL: m.ret[m.rp++ & 3] = pc + 1; pc = code[pc]; break;
    case OP_RET: pc = m.ret[--m.rp & 3]; break;
    default: running = false; break;
    }
    if (m.sp < 0 || m.sp > 14)
      running = false;
  }
  for (int i = 0; i < 4; ++i)
    outputs[gid * 4 + i] = regs[i];
  steps[gid] = n;
}
