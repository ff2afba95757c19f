# exercise: ex3_3
# mistake: Built the module with 6 heads (head_dim 128) instead of 12 (head_dim 64); the parameter count is the same, so it looked right.

def ex3_3(MultiHeadAttention, device):
    d_model = 768
    head_dim = 128
    num_heads = d_model // head_dim
    return MultiHeadAttention(d_model, d_model, 1024, 0.0, num_heads=num_heads).to(device)
