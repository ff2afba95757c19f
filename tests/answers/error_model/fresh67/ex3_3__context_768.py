# exercise: ex3_3
# mistake: The learner used 768 as the context length (copying the embedding size), so the mask buffer is 768x768; GPT-2 small's context length is 1024.
def ex3_3(MultiHeadAttention, device):
    emb = 768
    heads = 12
    mha = MultiHeadAttention(emb, emb, emb, 0.0, num_heads=heads)
    return mha.to(device)
