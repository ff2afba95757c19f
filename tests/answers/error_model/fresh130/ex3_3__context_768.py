# exercise: ex3_3
# mistake: The learner used 768 (the embedding size) as the context length, so the causal mask is 768x768 instead of 1024x1024; context_length must be 1024.
def ex3_3(MultiHeadAttention, device):
    emb = 768
    heads = 12
    mha = MultiHeadAttention(emb, emb, emb, 0.0, num_heads=heads)
    return mha.to(device)
