# exercise: ex3_3
# mistake: Used 64 heads (the head size) instead of 12 heads of size 64; the parameter count is the same but the heads are 12 dims wide.
def ex3_3(MultiHeadAttention, device):
    d = 768
    head_size = 64
    return MultiHeadAttention(d, d, 1024, 0.0, num_heads=head_size).to(device)
