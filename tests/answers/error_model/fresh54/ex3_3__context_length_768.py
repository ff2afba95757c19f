# exercise: ex3_3
# mistake: The learner uses 768 (the embedding size) as context_length; GPT-2 small has a context length of 1024, so the mask is too small for sequences longer than 768 tokens. [cond: only for more than 768 tokens]
def ex3_3(MultiHeadAttention, device):
    d = 768
    heads = 12
    return MultiHeadAttention(d, d, d, 0.0, num_heads=heads).to(device)
