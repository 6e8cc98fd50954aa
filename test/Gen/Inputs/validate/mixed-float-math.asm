// mixed-float.math-strided-hf: Align1 math reads HF inputs strided.
math.inv (8|M0) r10.0<1>:f r12.0<8;8,1>:hf
math.inv (8|M0) r10.0<1>:f r12.0<16;8,2>:hf
