# exercise: ex3_3
# mistake: uses num_heads=64 (the GPT-2 head size) instead of 12 heads; the parameter count is the same, but the module has 64 heads of 12 dims instead of 12 heads of 64.
def ex3_3(MultiHeadAttention, device):
    head_dim = 64
    d = 768
    m = MultiHeadAttention(d, d, 1024, 0.0, num_heads=head_dim)
    m.to(device)
    return m
