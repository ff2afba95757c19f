# exercise: ex3_3
# mistake: The learner passed 768 as the context length too (the mask is 768x768 instead of 1024x1024), so the module fails on sequences longer than 768 tokens. [cond: only for inputs with more than 768 tokens, or when checking the mask size]
def ex3_3(MultiHeadAttention, device):
    emb = 768
    heads = 12
    return MultiHeadAttention(emb, emb, emb, 0.0, heads).to(device)
