# exercise: ex3_3
# mistake: The learner set context_length=768 (the embedding size) instead of 1024, so the mask is 768x768 and the module fails on inputs longer than 768 tokens. [cond: sequences longer than 768 tokens]
def ex3_3(MultiHeadAttention, device):
    d_model = 768
    n_heads = 12
    mha = MultiHeadAttention(d_model, d_model, d_model, 0.0, n_heads)
    return mha.to(device)
