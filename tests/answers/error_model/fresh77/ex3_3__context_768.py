# exercise: ex3_3
# mistake: The learner uses 768 as the context length too (mixing it up with the embedding size); GPT-2 small has a context length of 1024, so the mask buffer is too small and longer inputs fail.
def ex3_3(MultiHeadAttention, device):
    emb = 768
    n_heads = 12
    mha = MultiHeadAttention(emb, emb, emb, 0.0, num_heads=n_heads)
    mha = mha.to(device)
    return mha
