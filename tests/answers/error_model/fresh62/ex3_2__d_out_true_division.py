# exercise: ex3_2
# mistake: The per-head size is computed as 2 / num_heads, a float (1.0), which nn.Linear rejects; d_out must be the int 1 (2 // 2).
def ex3_2(MultiHeadAttentionWrapper):
    # book batch: 2 x 6 x 3
    d_in = 3
    context_length = 6
    num_heads = 2
    wanted_out = 2           # final context vectors must be 2-dim
    d_out = wanted_out / num_heads   # per head, the wrapper concatenates
    print("d_out per head:", d_out)  # 1 -> 2 heads * 1 = 2  (checked by hand)
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=num_heads)
    return mha
