# exercise: ex3_3
# mistake: Carried over the wrapper's convention and passed d_out = 768 * 12 (per-head size times heads); in MultiHeadAttention d_out is the total size 768.
def ex3_3(MultiHeadAttention, device):
    d_in = 768
    num_heads = 12
    d_out = 768 * num_heads
    context_length = 1024
    mha = MultiHeadAttention(d_in, d_out, context_length, 0.0, num_heads=num_heads)
    return mha.to(device)
