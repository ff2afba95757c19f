# exercise: ex3_3
# mistake: Uses 768 as the context length (the embedding size) instead of 1024 tokens; the parameter count is unchanged but the mask buffer is 768 x 768.
def ex3_3(MultiHeadAttention, device):
    emb = 768
    heads = 12
    return MultiHeadAttention(emb, emb, emb, 0.0, num_heads=heads).to(device)
