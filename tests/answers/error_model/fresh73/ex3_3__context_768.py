# exercise: ex3_3
# mistake: Passed 768 as the context length (confusing it with the embedding size); GPT-2 small has a context of 1024 tokens, so its mask buffer must be 1024 × 1024. [cond: only visible in the mask size or for inputs longer than 768 tokens]
def ex3_3(MultiHeadAttention, device):
    emb = 768
    n_heads = 12
    mha = MultiHeadAttention(emb, emb, emb, 0.0, num_heads=n_heads)
    print(sum(p.numel() for p in mha.parameters()))  # 2360064
    return mha.to(device)
