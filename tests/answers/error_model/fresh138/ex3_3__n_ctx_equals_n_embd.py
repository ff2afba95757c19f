# exercise: ex3_3
# mistake: The learner used 768 (the embedding size) as the context length, mixing up n_ctx and n_embd from a GPT2Config, so the mask is 768x768 instead of 1024x1024 and sequences longer than 768 tokens fail. [cond: more than 768 tokens, or a check of the mask shape]
def ex3_3(MultiHeadAttention, device):
    n_embd = 768
    n_head = 12
    n_ctx = n_embd
    model = MultiHeadAttention(n_embd, n_embd, n_ctx, 0.0, num_heads=n_head)
    model = model.to(device)
    return model
