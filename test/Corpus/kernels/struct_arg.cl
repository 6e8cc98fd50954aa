// struct_arg: structs passed by value as kernel arguments (with mixed
// member types and padding) and a struct array in global memory.
// vISA: .input declarations at the struct's payload offsets (cross-thread
// data), scalar extraction of members, byte/word/dword/qword members,
// gather of struct fields with strided offsets.
typedef struct {
  float scale;
  int offset;
  uchar flag;
  short bias;
  long big;
} params_t;
typedef struct {
  float x, y, z;
  int id;
} point_t;
kernel void struct_arg(params_t p, global const point_t *pts, global float *out, global long *lout) {
  size_t i = get_global_id(0);
  point_t q = pts[i];
  float d = q.x * q.x + q.y * q.y + q.z * q.z;
  out[i] = p.flag ? d * p.scale + (float)(q.id + p.offset) : d - (float)p.bias;
  lout[i] = p.big + q.id;
}
