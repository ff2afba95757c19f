# exercise: ex3_3
# mistake: The learner passed d_out=64 (the per-head size) thinking d_out is per head as in the wrapper, so the module outputs 64 features; d_out must be 768 in total.
def ex3_3(MultiHeadAttention, device):
    n_heads = 12
    head_size = 768 // n_heads
    mha = MultiHeadAttention(768, head_size, 1024, 0.0, num_heads=n_heads)
    return mha.to(device)
