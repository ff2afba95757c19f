# exercise: ex3_3
# mistake: The learner used 768 (the embedding size) as the context length; GPT-2 small has a context length of 1024 tokens, so the causal mask must be 1024 x 1024.
d_in = 768
d_out = 768
num_heads = 12
context_length = d_in
dropout = 0.0


def ex3_3(MultiHeadAttention, device):
    print("head dim:", d_out // num_heads)
    return MultiHeadAttention(d_in, d_out, context_length, dropout, num_heads=num_heads).to(device)
