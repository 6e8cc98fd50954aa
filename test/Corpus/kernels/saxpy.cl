// saxpy: y = alpha * x + y with a scalar (uniform) kernel argument.
// vISA: mad (or mul+add) with a scalar operand broadcast <0;1,0>, .input
// payload layout for a float argument, gather4_scaled/scatter4_scaled.
kernel void saxpy(float alpha, global const float *x, global float *y) {
  size_t i = get_global_id(0);
  y[i] = alpha * x[i] + y[i];
}
