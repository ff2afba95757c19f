# exercise: ex3_3
# mistake: Used 768 as the context length (the embedding size) instead of 1024, so the causal mask is too small for sequences longer than 768 tokens. [cond: only shows for more than 768 tokens or when the mask size is checked]
def ex3_3(MultiHeadAttention, device):
    d = 768
    mha = MultiHeadAttention(d, d, d, 0.0, num_heads=12)
    return mha.to(device)
