# exercise: ex3_3
# mistake: The learner passes 768 as the context length (copying the embedding size) instead of 1024; the parameter count is the same but the mask is only 768 x 768, so inputs longer than 768 tokens fail. [cond: shows in the mask size or for more than 768 tokens]
def ex3_3(MultiHeadAttention, device):
    d = 768
    heads = 12
    mha = MultiHeadAttention(d, d, d, 0.0, num_heads=heads)
    return mha.to(device)
