# exercise: ex3_3
# mistake: Passed num_heads=64 (the head size) instead of 12, giving 64 heads of 12 features; GPT-2 small has 12 heads of 64 (the parameter count is the same, so it looks right).
def ex3_3(MultiHeadAttention, device):
    d = 768
    per_head = 64
    n_heads = d // 12
    return MultiHeadAttention(d, d, 1024, 0.0, num_heads=n_heads if d % n_heads == 0 else per_head).to(device)
