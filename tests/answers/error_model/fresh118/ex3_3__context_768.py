# exercise: ex3_3
# mistake: Uses 768 as the context length too, so the causal mask is 768 x 768 and sequences longer than 768 tokens fail; the context length is 1024. [cond: inputs with more than 768 tokens, or checking mask/context length]
def ex3_3(MultiHeadAttention, device):
    d = 768
    return MultiHeadAttention(d, d, d, 0.0, 12).to(device)
