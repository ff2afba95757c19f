# exercise: ex3_3
# mistake: Used 768 as the context length (took the embedding size for it); GPT-2 small's context length is 1024.
def ex3_3(MultiHeadAttention, device):
    n_embd = 768
    n_head = 12
    return MultiHeadAttention(n_embd, n_embd, n_embd, 0.0, num_heads=n_head).to(device)
