# exercise: ex3_2
# mistake: Computes the per-head size with true division (2 / 2 = 1.0), and nn.Linear rejects a float size, so the wrapper cannot be built; d_out must be the int 1 (2 // 2).
def ex3_2(MultiHeadAttentionWrapper):
    torch_batch = (2, 6, 3)
    b, context_length, d_in = torch_batch
    num_heads = 2
    wanted_out = 2
    d_out = wanted_out / num_heads   # per head
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=num_heads)
    return mha
