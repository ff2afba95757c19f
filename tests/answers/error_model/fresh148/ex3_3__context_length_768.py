# exercise: ex3_3
# mistake: Uses 768 as the context length (the embedding size) instead of 1024, so the parameter count is right but the causal mask is 768x768 and sequences longer than 768 tokens fail. [cond: inputs longer than 768 tokens, or when the mask size is checked]
def ex3_3(MultiHeadAttention, device):
    d = 768
    mha = MultiHeadAttention(d, d, d, 0.0, num_heads=12)
    return mha.to(device)
