# exercise: ex3_3
# mistake: Passed num_heads=64 (the head size) instead of 12, giving 64 heads of 12 features; the parameter count is the same but GPT-2 small has 12 heads of 64.
def ex3_3(MultiHeadAttention, device):
    emb = 768
    head_size = emb // 12
    return MultiHeadAttention(emb, emb, 1024, 0.0, num_heads=head_size).to(device)
