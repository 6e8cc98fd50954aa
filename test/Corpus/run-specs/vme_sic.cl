// vme_sic: AVC SIC: skip check (16x16 forward, then 8x8 with per-block
// directions and a bidirectional weight) together with luma intra
// estimation whose neighbours come from the payload (left, upper,
// upper-left and upper-right available; HAAR), and IPE alone with the
// 4x4 partition only. The reference is the source moved by (+1,-1): see
// vme_sic.json.
#pragma OPENCL EXTENSION cl_intel_device_side_avc_motion_estimation : enable
__attribute__((intel_reqd_sub_group_size(16)))
kernel void vme_sic(read_only image2d_t src, read_only image2d_t ref, global uint *out) {
  sampler_t s = CLK_AVC_ME_INITIALIZE_INTEL;
  ushort2 mb = (ushort2)(get_group_id(0) * 16, get_group_id(1) * 16);
  uint lane = get_sub_group_local_id();
  global uint *o = out + (get_group_id(1) * get_num_groups(0) + get_group_id(0)) * 64;
  uchar edge = (uchar)(lane * 13 + get_group_id(0) * 7);

  intel_sub_group_avc_sic_payload_t p = intel_sub_group_avc_sic_initialize(mb);
  p = intel_sub_group_avc_sic_configure_skc(
      CLK_AVC_ME_SKIP_BLOCK_PARTITION_16x16_INTEL, CLK_AVC_ME_SKIP_BLOCK_16x16_FORWARD_ENABLE_INTEL,
      (ulong)as_uint((short2)(4, -4)), CLK_AVC_ME_BIDIR_WEIGHT_HALF_INTEL,
      CLK_AVC_ME_SAD_ADJUST_MODE_NONE_INTEL, p);
  p = intel_sub_group_avc_sic_configure_ipe(
      CLK_AVC_ME_INTRA_LUMA_PARTITION_MASK_ALL_INTEL,
      CLK_AVC_ME_INTRA_NEIGHBOR_LEFT_MASK_ENABLE_INTEL | CLK_AVC_ME_INTRA_NEIGHBOR_UPPER_MASK_ENABLE_INTEL |
          CLK_AVC_ME_INTRA_NEIGHBOR_UPPER_LEFT_MASK_ENABLE_INTEL |
          CLK_AVC_ME_INTRA_NEIGHBOR_UPPER_RIGHT_MASK_ENABLE_INTEL,
      edge, 100, (uchar)(255 - edge), (uchar)(edge ^ 0x55), CLK_AVC_ME_SAD_ADJUST_MODE_HAAR_INTEL, p);
  intel_sub_group_avc_sic_result_t r = intel_sub_group_avc_sic_evaluate_with_single_reference(src, ref, s, p);
  o[lane] = intel_sub_group_avc_sic_get_inter_distortions(r) |
            ((uint)intel_sub_group_avc_sic_get_inter_raw_sads(r) << 16);
  o[16 + lane] = intel_sub_group_avc_sic_get_best_ipe_luma_distortion(r) |
                 ((uint)intel_sub_group_avc_sic_get_ipe_luma_shape(r) << 16) |
                 ((uint)intel_sub_group_avc_sic_get_ipe_chroma_mode(r) << 20);
  ulong modes = intel_sub_group_avc_sic_get_packed_ipe_luma_modes(r);
  o[32 + lane] = lane < 8 ? (uint)modes : (uint)(modes >> 32);

  // 8x8 skip, forward: blocks 0 and 3 at (4,-4), 1 at (0,0), 2 at (8,-4).
  p = intel_sub_group_avc_sic_initialize(mb);
  ulong skipMv = (ulong)as_uint((short2)(4, -4));
  if (lane == 1)
    skipMv = 0;
  if (lane == 2)
    skipMv = (ulong)as_uint((short2)(8, -4));
  p = intel_sub_group_avc_sic_configure_skc(
      CLK_AVC_ME_SKIP_BLOCK_PARTITION_8x8_INTEL,
      CLK_AVC_ME_SKIP_BLOCK_8x8_FORWARD_ENABLE_INTEL,
      skipMv, CLK_AVC_ME_BIDIR_WEIGHT_QUARTER_INTEL, CLK_AVC_ME_SAD_ADJUST_MODE_NONE_INTEL, p);
  p = intel_sub_group_avc_sic_configure_ipe(CLK_AVC_ME_INTRA_LUMA_PARTITION_MASK_4x4_INTEL, 0, 0, 0, 0, 0,
                                            CLK_AVC_ME_SAD_ADJUST_MODE_NONE_INTEL, p);
  r = intel_sub_group_avc_sic_evaluate_with_single_reference(src, ref, s, p);
  o[48 + lane] = intel_sub_group_avc_sic_get_inter_distortions(r) |
                 ((uint)intel_sub_group_avc_sic_get_best_ipe_luma_distortion(r) << 16);
}
