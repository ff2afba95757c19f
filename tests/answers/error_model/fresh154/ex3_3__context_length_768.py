# exercise: ex3_3
# mistake: The learner passes 768 as the context length (the embedding size), so the causal mask is 768 x 768; GPT-2 small's context length is 1024.
def ex3_3(MultiHeadAttention, device):
    d = 768
    mha = MultiHeadAttention(d, d, d, 0.0, 12)
    return mha.to(device)
