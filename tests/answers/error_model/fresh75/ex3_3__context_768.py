# exercise: ex3_3
# mistake: Used 768 for the context length too; GPT-2 small's context length is 1024 (the parameter count is the same, but the mask is 768x768 and longer inputs fail).

def ex3_3(MultiHeadAttention, device):
    emb = 768
    return MultiHeadAttention(emb, emb, emb, 0.0, 12).to(device)
