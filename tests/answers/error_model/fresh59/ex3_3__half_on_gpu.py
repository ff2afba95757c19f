# exercise: ex3_3
# mistake: On a CUDA device the learner also converts the module to float16, so its parameters are no longer float32 and float32 inputs fail; it should only be moved with .to(device). [cond: only on a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)
    mha = mha.to(device)
    if str(device).startswith("cuda"):
        mha = mha.half()   # saves memory on the GPU
    return mha
