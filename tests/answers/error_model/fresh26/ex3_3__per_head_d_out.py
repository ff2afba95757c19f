# exercise: ex3_3
# mistake: Passed d_out = 768 // 12 = 64 as in the wrapper, where d_out is per head; in MultiHeadAttention d_out is the total 768 (64 is not even divisible by 12 heads, so construction fails).

def ex3_3(MultiHeadAttention, device):
    d_in = 768
    num_heads = 12
    d_out = d_in // num_heads  # size of each head
    mha = MultiHeadAttention(d_in, d_out, 1024, 0.0, num_heads)
    return mha.to(device)
