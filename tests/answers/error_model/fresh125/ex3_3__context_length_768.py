# exercise: ex3_3
# mistake: passes 768 (the embedding size) as context_length instead of 1024, so the mask buffer is 768x768 and inputs longer than 768 tokens fail. [cond: only for inputs with more than 768 tokens, or when the mask size is inspected]
def ex3_3(MultiHeadAttention, device):
    emb = 768
    return MultiHeadAttention(emb, emb, emb, 0.0, num_heads=12).to(device)
