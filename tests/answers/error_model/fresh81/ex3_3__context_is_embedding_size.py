# exercise: ex3_3
# mistake: Passed 768 as the context length (the embedding size twice); the context length is 1024, so the mask buffer is 768 × 768 instead of 1024 × 1024. [cond: outputs differ only for inputs longer than 768 tokens]
def ex3_3(MultiHeadAttention, device):
    emb = 768
    heads = 12
    model = MultiHeadAttention(emb, emb, emb, 0.0, num_heads=heads)
    model.to(device)
    return model
