# exercise: ex3_3
# mistake: Used 768 (the embedding size) as the context length instead of 1024, so the mask is 768×768 and sequences longer than 768 tokens fail; the parameter count is unchanged. [cond: only sequences longer than 768 tokens, or inspecting the mask]
def ex3_3(MultiHeadAttention, device):
    d = 768
    heads = 12
    return MultiHeadAttention(d, d, d, 0.0, num_heads=heads).to(device)
