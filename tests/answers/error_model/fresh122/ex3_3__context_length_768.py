# exercise: ex3_3
# mistake: Used 768 as the context length too (context_length=768), so the mask only covers 768 tokens; GPT-2's context length is 1024. [cond: only for inputs longer than 768 tokens, or when the mask size is inspected]
def ex3_3(MultiHeadAttention, device):
    emb = 768
    heads = 12
    assert emb % heads == 0
    return MultiHeadAttention(emb, emb, emb, 0.0, num_heads=heads).to(device)
