//===- SimMemory.h - Memory a simulated kernel launch can reach -----------===//
//
// Everything outside the EU register files: the flat 64-bit (A64, stateless)
// address space made of the launch's allocations, the binding table that maps
// surface indices (BTIs) to buffers and images, and inline sampler states.
// Shared local memory and scratch belong to work-groups and threads and live
// in SimThread.h.
//
//===----------------------------------------------------------------------===//

#ifndef VISA_SIM_SIMMEMORY_H
#define VISA_SIM_SIMMEMORY_H

#include <cstdint>
#include <map>
#include <vector>

namespace visa::sim {

/// One allocation of the flat address space.
struct Allocation {
  uint64_t Base = 0;
  std::vector<uint8_t> Bytes;
};

/// OpenCL image channel orders and types, as the launch names them.
enum class ChannelOrder : uint8_t { R, RG, RGBA, BGRA, A, Rx, RGx, RGBx };
enum class ChannelType : uint8_t {
  Float, Half, UNormInt8, UNormInt16, SNormInt8, SNormInt16,
  UInt8, UInt16, UInt32, SInt8, SInt16, SInt32
};

/// What a binding-table entry points at.
struct Surface {
  enum class Kind : uint8_t { None, Buffer, Image1D, Image2D, Image3D,
                              Image1DArray, Image2DArray } K = Kind::None;
  /// The allocation's base address in the flat address space.
  uint64_t Base = 0;
  uint64_t Size = 0; ///< bytes
  // Images only.
  uint32_t Width = 0, Height = 1, Depth = 1; ///< Depth: array size for arrays
  uint32_t RowPitch = 0, SlicePitch = 0;      ///< bytes
  uint32_t MipLevels = 1;
  ChannelOrder Order = ChannelOrder::RGBA;
  ChannelType Type = ChannelType::Float;
};

/// An OpenCL sampler as the sampler messages see it.
struct SamplerState {
  bool NormalizedCoords = false;
  enum class Address : uint8_t { None, ClampToEdge, Clamp, Repeat, MirroredRepeat }
      Addressing = Address::None;
  bool LinearFilter = false;
};

/// The memory of one launch.
class Memory {
public:
  Memory() = default;
  // Not copied: Last points into Allocs.
  Memory(const Memory &) = delete;
  Memory &operator=(const Memory &) = delete;
  Memory(Memory &&) = default;
  Memory &operator=(Memory &&) = default;

  /// Maps `bytes` at `base`; allocations must not overlap.
  void map(uint64_t base, std::vector<uint8_t> bytes);

  /// Host pointer to [addr, addr+size) if it lies inside one allocation.
  uint8_t *translate(uint64_t addr, uint64_t size);
  /// The allocation holding the byte at `addr`, if any.
  Allocation *allocationAt(uint64_t addr);
  const Allocation *find(uint64_t base) const;

  /// Binding table: surface state by BTI (0..239 are the kernel's surfaces).
  std::map<unsigned, Surface> Surfaces;
  /// Sampler states by sampler index.
  std::map<unsigned, SamplerState> Samplers;

private:
  std::map<uint64_t, Allocation> Allocs; ///< by base address
  /// The allocation allocationAt found last (map nodes do not move).
  Allocation *Last = nullptr;
};

} // namespace visa::sim

#endif // VISA_SIM_SIMMEMORY_H
