# exercise: ex3_2
# mistake: Changes context_length to 2 (instead of d_out), keeping d_out = 2: the causal mask buffer is 2×2 and `mask[:6, :6]` cannot mask the 6×6 scores ("size of tensor a (2) must match the size of tensor b (6)"). Right: context_length 6 (≥ 6), d_out = 1.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2
    # 输出要是二维的：把 context_length 改成 2
    return MultiHeadAttentionWrapper(d_in, d_out, 2, 0.0, num_heads=2)
