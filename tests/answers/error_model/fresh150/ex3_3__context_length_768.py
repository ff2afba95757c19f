# exercise: ex3_3
# mistake: The learner used 768 as the context length too; GPT-2 small has a context length of 1024 tokens, so the mask buffer must be 1024×1024.
def ex3_3(MultiHeadAttention, device):
    d = 768
    heads = 12
    return MultiHeadAttention(d, d, d, 0.0, num_heads=heads).to(device)
