# exercise: ex3_3
# mistake: The learner uses the embedding size 768 as context length (the mask is 768 x 768), so the module fails on inputs longer than 768 tokens; GPT-2's context length is 1024. [cond: only for inputs with more than 768 tokens]
def ex3_3(MultiHeadAttention, device):
    d_model = 768
    n_heads = 12
    return MultiHeadAttention(d_model, d_model, d_model, 0.0, n_heads).to(device)
