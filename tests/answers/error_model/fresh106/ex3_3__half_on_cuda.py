# exercise: ex3_3
# mistake: Converted the module to float16 when the device is a GPU (a memory-saving trick from a forum), so on CUDA its parameters are half precision; the module must stay float32, only moved with .to(device). [cond: only on a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024,
                             dropout=0.0, num_heads=12, qkv_bias=False)
    mha = mha.to(device)
    if str(device).startswith("cuda"):
        mha = mha.half()  # save memory on gpu
    return mha
