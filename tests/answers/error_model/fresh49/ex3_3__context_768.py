# exercise: ex3_3
# mistake: Used 768 (the embedding size) as the context length instead of 1024, so the mask buffer is 768×768 and sequences longer than 768 tokens fail; the parameter count is unchanged. [cond: only for inputs longer than 768 tokens, or when the mask buffer's shape is checked]
def ex3_3(MultiHeadAttention, device):
    emb = 768
    heads = 12
    return MultiHeadAttention(emb, emb, emb, 0.0, num_heads=heads).to(device)
