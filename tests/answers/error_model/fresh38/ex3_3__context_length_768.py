# exercise: ex3_3
# mistake: The learner used 768 (the embedding size) as the context length, so the mask buffer is 768 x 768 and sequences longer than 768 tokens fail; GPT-2's context length is 1024.
def ex3_3(MultiHeadAttention, device):
    emb_dim = 768
    n_heads = 12
    mha = MultiHeadAttention(emb_dim, emb_dim, emb_dim, 0.0, num_heads=n_heads)
    mha = mha.to(device)
    return mha
