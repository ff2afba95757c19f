# exercise: ex3_3
# mistake: Passes 768 as the context length (the embedding size) instead of 1024, so the causal-mask buffer is 768x768 and the module cannot handle more than 768 tokens.
def ex3_3(MultiHeadAttention, device):
    emb = 768
    heads = 12
    assert emb % heads == 0
    return MultiHeadAttention(emb, emb, emb, 0.0, num_heads=heads).to(device)
