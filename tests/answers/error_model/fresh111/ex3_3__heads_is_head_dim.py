# exercise: ex3_3
# mistake: Passes num_heads=64, the per-head size, instead of 12 heads (which give 768 / 12 = 64 features each).
def ex3_3(MultiHeadAttention, device):
    emb = 768
    heads = 64  # GPT-2 small: 64 per head
    model = MultiHeadAttention(emb, emb, 1024, 0.0, num_heads=heads)
    model = model.to(device)
    return model
