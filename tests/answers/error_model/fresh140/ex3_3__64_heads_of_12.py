# exercise: ex3_3
# mistake: The learner swapped the head count and head size: num_heads=64 (so each head has 12 dimensions) instead of 12 heads of 64; the parameter count is the same but the attention is split differently.
def ex3_3(MultiHeadAttention, device):
    head_dim = 12
    num_heads = 768 // head_dim
    m = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=num_heads)
    m.to(device)
    return m
