# exercise: ex3_3
# mistake: The context length is set to 768 (the embedding size) instead of 1024 tokens, so the mask buffer is 768x768 and sequences longer than 768 tokens fail.
def ex3_3(MultiHeadAttention, device):
    d = 768
    h = 12
    return MultiHeadAttention(d, d, d, 0.0, num_heads=h).to(device)
