// Dot product and norms in double with OpenCL 2.0 work-group reductions
// (work_group_reduce_add / _max) and a work-group broadcast of the result.
__kernel void app_dotwg(__global const double *x, __global const double *y,
                        __global double *dots, __global double *maxes,
                        __global double *scaled) {
  int gid = get_global_id(0);
  double p = x[gid] * y[gid];
  double dot = work_group_reduce_add(p);
  double mx = work_group_reduce_max(fabs(x[gid]));
  double first = work_group_broadcast(x[gid], 0);
  if (get_local_id(0) == 0) {
    dots[get_group_id(0)] = dot;
    maxes[get_group_id(0)] = mx;
  }
  scaled[gid] = p / mx + first;
}
