# exercise: ex3_3
# mistake: Passes 768 as the context length too (the mask is 768×768), so sequences longer than 768 tokens fail; GPT-2 small's context length is 1024.
def ex3_3(MultiHeadAttention, device):
    d = 768
    heads = 12
    return MultiHeadAttention(d, d, d, 0.0, num_heads=heads).to(device)
