// image_rw: OpenCL 2.0 read_write images updated in place, with an image
// memory fence between the read and the write.
// vISA: 3d_load / typed reads on a read-write surface, scatter4_typed,
// fence with the image/typed-memory flavour (atomic_work_item_fence on
// CLK_IMAGE_MEM_FENCE).
// OCLOC-OPTIONS: -cl-std=CL2.0
kernel void image_rw(read_write image2d_t img, read_write image2d_t fimg) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  uint4 v = read_imageui(img, p);
  float4 f = read_imagef(fimg, p);
  atomic_work_item_fence(CLK_IMAGE_MEM_FENCE, memory_order_acq_rel, memory_scope_work_item);
  write_imageui(img, p, v.wzyx + (uint4)(1, 2, 3, 4));
  write_imagef(fimg, p, sqrt(f));
}
