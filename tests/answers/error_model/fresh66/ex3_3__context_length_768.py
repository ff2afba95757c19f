# exercise: ex3_3
# mistake: The context length is set to 768 (the embedding size) instead of 1024, so the mask buffer is 768x768 and inputs longer than 768 tokens fail. [cond: mask buffer size, or inputs with more than 768 tokens]
def ex3_3(MultiHeadAttention, device):
    d = 768
    heads = 12
    mha = MultiHeadAttention(d, d, d, 0.0, num_heads=heads)
    mha = mha.to(device)
    return mha
