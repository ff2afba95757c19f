# exercise: ex3_3
# mistake: Passed d_out=64 (768 // 12, the per-head size as in the wrapper); MultiHeadAttention's d_out is the total 768, and 64 is not divisible by 12, so construction fails.
def ex3_3(MultiHeadAttention, device):
    num_heads = 12
    d_in = 768
    d_out = d_in // num_heads  # each head gets 64
    return MultiHeadAttention(d_in, d_out, 1024, 0.0, num_heads).to(device)
