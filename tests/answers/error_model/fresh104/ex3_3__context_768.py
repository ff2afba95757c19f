# exercise: ex3_3
# mistake: Gave a context length of 768 (the embedding size) instead of GPT-2's 1024 tokens. [cond: visible in the mask buffer's size, or for more than 768 tokens]
def ex3_3(MultiHeadAttention, device):
    emb = 768
    heads = 12
    ctx = emb
    return MultiHeadAttention(emb, emb, ctx, 0.0, num_heads=heads).to(device)
