# exercise: ex3_3
# mistake: The learner used 768 for every size, including context_length, so the causal mask is 768 x 768 instead of the GPT-2 context of 1024 tokens.
def ex3_3(MultiHeadAttention, device):
    d = 768
    mha = MultiHeadAttention(d, d, d, 0.0, num_heads=12)
    return mha.to(device)
