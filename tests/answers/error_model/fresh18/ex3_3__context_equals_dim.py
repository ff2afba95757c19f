# exercise: ex3_3
# mistake: Used context_length=768 (the embedding size) instead of 1024, so the causal mask is 768 x 768 and the module fails on sequences longer than 768 tokens; context_length must be 1024.
def ex3_3(MultiHeadAttention, device):
    d = 768
    # d_in = d_out = context = 768 for GPT-2 small
    return MultiHeadAttention(d, d, d, 0.0, num_heads=12).to(device)
