# exercise: ex3_3
# mistake: Used num_heads=64 (the head size) instead of 12 heads of size 64.
def ex3_3(MultiHeadAttention, device):
    # each head is 64
    m = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=64)
    m.to(device)
    return m
