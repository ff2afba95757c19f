# exercise: ex3_3
# mistake: The learner passes 768 as the context length (the embedding size twice), so the causal mask is 768 x 768 and sequences longer than 768 tokens fail; the context length must be 1024. [cond: only for more than 768 tokens]
def ex3_3(MultiHeadAttention, device):
    d = 768
    mha = MultiHeadAttention(d, d, d, 0.0, num_heads=12)
    return mha.to(device)
