# exercise: ex3_3
# mistake: The context length is given as 768 (the embedding size) instead of 1024, so the mask buffer is 768x768 and sequences longer than 768 tokens fail. [cond: visible in the mask buffer or for more than 768 tokens]
def ex3_3(MultiHeadAttention, device):
    d = 768
    return MultiHeadAttention(d, d, d, 0.0, num_heads=12).to(device)
