# exercise: ex3_3
# mistake: Passes num_heads=64 (GPT-2's head size) instead of 12 heads; the parameter count is unchanged but the module splits into 64 heads of 12 features and scales by sqrt(12).
def ex3_3(MultiHeadAttention, device, d_model=768, heads=64, ctx=1024):
    # GPT-2 small: 768 / 64 ...
    mha = MultiHeadAttention(d_model, d_model, ctx, 0.0, num_heads=heads)
    return mha.to(device)
