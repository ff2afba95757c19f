# exercise: ex3_3
# mistake: The context length was given as 768 (the embedding size) instead of 1024 tokens, so the mask buffer is 768 x 768.
def ex3_3(MultiHeadAttention, device):
    emb = 768
    heads = 12
    return MultiHeadAttention(emb, emb, emb, 0.0, num_heads=heads).to(device)
