# exercise: ex3_3
# mistake: Follows Flax's MultiHeadDotProductAttention reading and passes num_heads=64 (the per-head size) instead of 12 heads of 64 features; the parameter count is the same but the module has 64 heads of size 12.
def ex3_3(MultiHeadAttention, device):
    emb, ctx = 768, 1024
    n_heads = 64   # qkv_features / heads -> 64 per head in gpt2-small
    model = MultiHeadAttention(emb, emb, ctx, 0.0, num_heads=n_heads)
    return model.to(device)
