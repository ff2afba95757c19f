# exercise: ex3_3
# mistake: Passed the per-head size 768 // 12 = 64 as d_out, as for the wrapper; in MultiHeadAttention d_out is the total size 768 (and 64 is not divisible by 12, so it raises).
def ex3_3(MultiHeadAttention, device):
    num_heads = 12
    d_in = 768
    d_out = d_in // num_heads  # size of one head
    mha = MultiHeadAttention(d_in, d_out, 1024, 0.0, num_heads)
    return mha.to(device)
