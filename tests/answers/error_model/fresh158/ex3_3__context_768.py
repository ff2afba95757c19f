# exercise: ex3_3
# mistake: The learner used the embedding size 768 as the context length; GPT-2 small has a context length of 1024, so the mask is too small for longer sequences. [cond: only for sequences longer than 768 tokens, or when the mask size is inspected]
def ex3_3(MultiHeadAttention, device):
    emb = 768
    heads = 12
    return MultiHeadAttention(emb, emb, emb, 0.0, num_heads=heads).to(device)
