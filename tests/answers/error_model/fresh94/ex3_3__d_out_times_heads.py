# exercise: ex3_3
# mistake: Treats d_out as the per-head size (like in the wrapper) and passes d_out = 768 * 12 = 9216, giving a far too large module; in MultiHeadAttention d_out is the total size 768.
def ex3_3(MultiHeadAttention, device):
    d_model = 768
    h = 12
    mha = MultiHeadAttention(d_model, d_model * h, 1024, 0.0, num_heads=h)
    return mha.to(device)
