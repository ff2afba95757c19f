# exercise: ex3_3
# mistake: The learner passes num_heads=64 (the per-head size) instead of 12, making 64 heads of 12 features; the parameter count is the same but GPT-2 small has 12 heads of 64.
def ex3_3(MultiHeadAttention, device, emb=768, ctx=1024, head_size=64):
    mha = MultiHeadAttention(emb, emb, ctx, 0.0, num_heads=head_size)
    return mha.to(device)
